import { style } from '@vanilla-extract/css';
import { PAINTING_ATTR } from '../shared/attributes';

/**
 * A media box that waits for the page's first paint: not rendered, so its lazy images are not
 * fetched, while the boot script holds PAINTING_ATTR (until it requests the page's code). Lazy
 * images near the fold otherwise share slow 4G with the hero: measured in Lighthouse, 150–370 ms
 * of LCP on product pages. Never applies with JavaScript off. Only for a box whose size comes from
 * the layout alone (an aspect ratio, a grid track), so skipping its content shifts nothing.
 */
export const afterFirstPaint = style({
  selectors: { [`[${PAINTING_ATTR}] &`]: { contentVisibility: 'hidden' } },
});
