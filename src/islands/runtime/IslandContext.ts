import { createContext } from 'react';

/** Per-page record of the islands rendered, so the build knows which to ship and prefixes stay unique. */
export interface IslandCollector {
  used: Set<string>;
  count: number;
}

export const createIslandCollector = (): IslandCollector => ({ used: new Set(), count: 0 });

export const IslandContext = createContext<IslandCollector | null>(null);
