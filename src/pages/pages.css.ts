import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/breakpoints';
import { vars } from '../theme/tokens.css';
import { base as buttonBase, variant } from '../components/QuoteLink/QuoteLink.css';

export const secondaryOnDark = style([buttonBase, variant.outlineLight]);

export const contactLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  ...responsiveStyle({ desktop: { gridTemplateColumns: '1.6fr 1fr', alignItems: 'start' } }),
});
