import { createContext } from 'react';
import { resetIslandStores } from '../islands/runtime/store';
import type { HydrateStrategy } from '../shared/islandProps';

/** Per-page record of the islands rendered, so the build knows which to ship and prefixes stay unique. */
export interface IslandCollector {
  used: Map<string, Set<HydrateStrategy>>;
  count: number;
}

/** A new page's record; the islands' shared stores start afresh, so no state leaks from one page into the next. */
export function startPageIslands(): IslandCollector {
  resetIslandStores();
  return { used: new Map(), count: 0 };
}

export const IslandContext = createContext<IslandCollector | null>(null);
