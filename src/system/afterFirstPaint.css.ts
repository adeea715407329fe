import { style } from '@vanilla-extract/css';
import { PAINTING_ATTR, UNPAINTED_ATTR } from '../islands/runtime/loader';

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

/**
 * A band of the page (a child of <main>) or the footer, not marked as part of the page's opening
 * (Section's `opening`): unless it is the page's first band or holds the page's eager image (its
 * largest paint, which must not wait: measured, /produtos/ LCP 758 → ~1050 ms), its content is
 * not styled, laid out or painted in the page's first frame (UNPAINTED_ATTR), only in the next.
 * The first paint (the header and the opening bands) then comes sooner where the main thread is
 * the bottleneck: measured in Lighthouse, /contato/'s text LCP 677 → 651 ms. The band keeps its
 * box at its contain-intrinsic-size meanwhile, tall enough that what follows it starts below the
 * fold, so nothing visible moves when its content arrives.
 */
export const laterBand = style({
  selectors: { [`[${UNPAINTED_ATTR}] &:not(main > :first-child):not(:has(img[fetchpriority=high]))`]: { contentVisibility: 'hidden' } },
});
