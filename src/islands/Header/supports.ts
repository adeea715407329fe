/**
 * The `@supports` conditions the header's styles and the island runtime agree on (the runtime
 * reads them through ../../islandBox/unlessSupports.ts).
 */

/** The menu opens as a native popover, before hydration and with JavaScript off. */
export const POPOVERS = 'selector(:popover-open)';

/** The header turns solid on scroll by a scroll timeline, without script. */
export const SCROLL_TIMELINES = '(animation-timeline: scroll())';

/** Where both hold, the header's markup and styles do all its island would: it never hydrates there. */
export const HEADER_NEEDS_NO_ISLAND = `${POPOVERS} and ${SCROLL_TIMELINES}`;
