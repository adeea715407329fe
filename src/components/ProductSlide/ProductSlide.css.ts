import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../QuoteLink/QuoteLink.css';
import { eyebrowText, headingText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export { visuallyHidden } from '../../system/visuallyHidden.css';

export const slide = style({
  // Positioned, so visually hidden text inside stays inside the scrolling track.
  position: 'relative',
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  display: 'grid',
  // The content's minimum slide height, set once on the carousel.
  minHeight: 'var(--slide-min-height, 500px)',
  background: vars.color.paper,
  ...responsiveStyle({ desktop: { gridTemplateColumns: '3fr 2fr' } }),
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  background: vars.color.sand,
  overflow: 'hidden',
  ...responsiveStyle({ desktop: { aspectRatio: 'auto', minHeight: 560 } }),
});

/**
 * The media of a slide further off to the side than SLIDES_BESIDE: not rendered (laid out,
 * painted) until it nears the screen, and its lazy images wait with it in any browser (a cold load
 * of the roof-cover page once fetched five slides' images: lazy images in a horizontal scroller
 * load when they lie within the browser's lazy distance sideways). Its box is sized by the layout
 * alone, so skipping it shifts nothing. A class of its own, not a sibling selector under
 * `:where()`: the critical-CSS pass cannot read `:where()` and left that rule to the late
 * stylesheet, so the first frame rendered every slide's media.
 */
export const mediaFurtherOff = style({ contentVisibility: 'auto' });

/**
 * The round play sign over a video slide's poster, the whole video its target: the server's play
 * link wears it, then the island's play/pause button (src/islands/ProductsCarousel/VideoToggle).
 */
export const playOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'linear-gradient(180deg, rgba(8, 26, 37, 0) 40%, rgba(8, 26, 37, 0.45))',
  color: vars.color.white,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: '-6px' },
    // Its display would otherwise win over the `hidden` attribute's.
    '&[hidden]': { display: 'none' },
  },
});

/** Marks the server's play link, which the island hides (`hidden`) once its button is over the poster. */
export const playLink = style({});

export const playIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
  boxShadow: vars.shadow.soft,
});

export const mediaFill = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const copy = style({
  display: 'grid',
  alignContent: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  ...responsiveStyle({ tablet: { padding: `${vars.space['7']} ${vars.space['6']}` }, desktop: { padding: vars.space['8'] } }),
});

export const subTitulo = style([eyebrowText, { color: vars.color.brassDeep }]);
// An h3, or a paragraph set like one where it repeats the page's own heading.
export const titulo = style({ ...headingText, fontSize: displaySize.section } as never);
export const descricao = style({ color: vars.color.inkSoft });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['3'] });
export const learnMore = style([buttonBase, variant.outlineDark]);
