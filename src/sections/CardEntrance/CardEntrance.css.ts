import { style } from '@vanilla-extract/css';
import { VISIBLE_MARGIN_PX } from '../../shared/islandProps';

/**
 * The island's box covers the page from just past the reach of an unscrolled screen (the
 * runtime loads a `visible` island VISIBLE_MARGIN_PX ahead) down to the end of <main>, so the reveal's
 * code loads on the visitor's first scroll, wherever it lands, and never with the page itself:
 * cards on screen at load never animate anyway, and cards below can only come by scrolling.
 */
export const trigger = style({
  position: 'absolute',
  top: [`calc(100vh + ${VISIBLE_MARGIN_PX + 10}px)`, `calc(100lvh + ${VISIBLE_MARGIN_PX + 10}px)`],
  bottom: 0,
  left: 0,
  width: 1,
  pointerEvents: 'none',
});
