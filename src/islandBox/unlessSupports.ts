import { HEADER_NEEDS_NO_ISLAND } from '../islands/Header/supports';
import type { IslandName } from './registry';

/**
 * An `@supports` condition, per island, under which its server markup and styles do all it would:
 * where the browser meets it, the island never hydrates. The page's entry carries the condition
 * with the island's source (src/prerender/bundleClient.ts), so the first round trip does not.
 * Apart from the registry, so the build and the tests read it without loading any island.
 */
export const unlessSupports: Partial<Record<IslandName, string>> = { Header: HEADER_NEEDS_NO_ISLAND };
