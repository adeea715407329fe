import { style } from '@vanilla-extract/css';
import { darkBandBackground, vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';

export const panel = style({
  display: 'grid',
  alignItems: 'center',
  minHeight: '80svh',
  background: darkBandBackground,
  color: vars.color.white,
});
export const inner = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `calc(${vars.size.header} + ${vars.space['7']}) ${vars.space['4']} ${vars.space['8']}`,
});
export const code = style({ fontSize: '0.875rem', fontWeight: 600, letterSpacing: '0.14em', textTransform: 'uppercase' });
export const title = style({ fontSize: 'clamp(2rem, 1.5rem + 2.6vw, 3.5rem)', maxWidth: '18ch' });
export const text = style({ maxWidth: '36rem', opacity: 0.9 });
export const home = style([buttonBase, variant.primary]);
