/**
 * On the root element from the boot script's start, when the page's islands are going to run
 * (the page has some and the browser meets the support floor). Styles for what only script can
 * offer hang on it rather than on `@media (scripting)`, which browsers before Chrome 120 and
 * Safari 17 do not know, and which is true on a browser below the floor that runs no island.
 */
export const ENHANCED_ATTR = 'data-enhanced';
