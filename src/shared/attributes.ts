/**
 * The `data-*` attributes that the server's markup, the styles, the boot script and the islands'
 * runtime agree on: each name once, here, for every side to import.
 */

/** An island's box: its name (src/islandBox/Island.tsx writes it, the runtime hydrates it). */
export const ISLAND_ATTR = 'data-island';
/** An island's props, as JSON (src/shared/islandProps.ts). */
export const PROPS_ATTR = 'data-props';
/** An island's `identifierPrefix`, so `useId` never collides between roots. */
export const PREFIX_ATTR = 'data-prefix';
/** When an island hydrates, if not at idle time: `visible`, `scroll` or `interaction`. */
export const HYDRATE_ATTR = 'data-hydrate';
/**
 * Inside a `visible` island's box, the part whose nearing makes the island due: a carousel's row
 * of controls, under slides that are of use without the island. The box itself when none is.
 */
export const WATCH_ATTR = 'data-watch';
/** Set on an island's box once its hydration has been committed. */
export const HYDRATED_ATTR = 'data-hydrated';
/** Set on an island's box when the island threw and its server markup was put back (src/islands/runtime/IslandRoot.tsx). */
export const FAILED_ATTR = 'data-island-failed';

/**
 * On the root element from the boot script's start until the page's code is requested: what may
 * wait for it (the media of slides off to the side, product cards below the first) is not
 * rendered, so its lazy images do not share slow 4G with the page's largest image. Never set
 * with JavaScript off, where they load as the browser sees fit.
 */
export const PAINTING_ATTR = 'data-painting';

/**
 * On the root element from the boot script's start, when the page's islands are going to run
 * (the page has some and the browser meets the support floor). Styles for what only script can
 * offer hang on it rather than on `@media (scripting)`, which browsers before Chrome 120 and
 * Safari 17 do not know, and which is true on a browser below the floor that runs no island.
 */
export const ENHANCED_ATTR = 'data-enhanced';

/** A control whose job needs an island (src/boot/earlyIntent.ts): a tap before hydration is held for it. */
export const INTENT_ATTR = 'data-intent';
/**
 * A control whose answer is on its way, which its styles show: held for its island, or a gallery
 * thumbnail whose lightbox opens after the tap's own frame.
 */
export const PENDING_ATTR = 'data-pending';

/** A quote link or the quote form: the boot script counts its clicks and submits. */
export const QUOTE_ATTR = 'data-quote';
