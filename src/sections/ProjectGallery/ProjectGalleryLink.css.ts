import { globalStyle, style } from '@vanilla-extract/css';

/** The island's box takes the link's place in its row of buttons, and the link fills it as before. */
export const box = style({ display: 'grid' });

/** While the gallery's data is on its way after a click, the link says it is working. */
globalStyle(`${box} [aria-busy="true"]`, { cursor: 'progress', opacity: 0.8 });
