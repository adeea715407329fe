import { ENHANCED_ATTR } from '../shared/attributes';

/**
 * A `selectors` key for a style's look when the page's islands will not run: JavaScript off, or a
 * browser below the support floor (boot/enhanced.ts). Use: `selectors: { [withoutIslands]: {…} }`.
 */
export const withoutIslands = `html:not([${ENHANCED_ATTR}]) &`;
