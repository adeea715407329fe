import { createContext } from 'react';

/**
 * When an island hydrates: at idle time after `load`, when it first nears the viewport, or when
 * the visitor first points at, touches or focuses it (for islands that only matter once used).
 */
export type HydrateStrategy = 'idle' | 'visible' | 'interaction';

/** Per-page record of the islands rendered, so the build knows which to ship and prefixes stay unique. */
export interface IslandCollector {
  used: Map<string, Set<HydrateStrategy>>;
  count: number;
}

export const createIslandCollector = (): IslandCollector => ({ used: new Map(), count: 0 });

export const IslandContext = createContext<IslandCollector | null>(null);
