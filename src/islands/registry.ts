import { Header } from './Header/Header';

/**
 * Every island, by name. Convention: island `X` lives in `src/islands/X/X.tsx` and exports `X`;
 * the build writes each page's client entry from the names that page rendered.
 */
export const islands = { Header };

export type IslandName = keyof typeof islands;
