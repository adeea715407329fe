import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';
import { renderedWhenNear } from './renderedWhenNear';

export const section = style({
  // Measured: off-screen bands' lazy images no longer compete with the first paint.
  ...renderedWhenNear('720px'),
  padding: `${vars.space['8']} 0`,
  ...responsiveStyle({ desktop: { padding: `${vars.space['9']} 0` } }),
});

export const tone = styleVariants({
  paper: { background: vars.color.paper, color: vars.color.ink },
  sand: { background: vars.color.sand, color: vars.color.ink },
  ink: { background: vars.color.ink, color: vars.color.paper },
});
