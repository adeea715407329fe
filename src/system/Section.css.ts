import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const section = style({
  // Bands off screen are neither laid out nor painted, and their lazy images wait until the
  // visitor nears them: measured, this keeps their bytes from competing with the first paint.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
  padding: `${vars.space['8']} 0`,
  ...responsiveStyle({ desktop: { padding: `${vars.space['9']} 0` } }),
});

export const tone = styleVariants({
  paper: { background: vars.color.paper, color: vars.color.ink },
  sand: { background: vars.color.sand, color: vars.color.ink },
  ink: { background: vars.color.ink, color: vars.color.paper },
});
