import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  ...responsiveStyle({ tablet: { padding: `0 ${vars.space['6']}` } }),
});

export const narrow = style([container, { maxWidth: '48rem' }]);
