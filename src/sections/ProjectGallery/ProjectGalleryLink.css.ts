import { globalStyle, style } from '@vanilla-extract/css';

/** The island's box takes the link's place in its row of buttons, and the link fills it as before. */
export const box = style({ display: 'grid' });

/**
 * While the gallery's data is on its way after a click, the link says it is working. The link
 * alone: the dialog beside it has a busy panel of its own while a tab's thumbnails come, and
 * dimming that panel repainted every thumbnail in the frame that answers the tab.
 */
globalStyle(`${box} > a[aria-busy="true"]`, { cursor: 'progress', opacity: 0.8 });
