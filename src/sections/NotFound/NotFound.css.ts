import { style } from '@vanilla-extract/css';
import { darkBandBackground, vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';
import { eyebrowText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export const panel = style({
  display: 'grid',
  alignItems: 'center',
  minHeight: ['80vh', '80svh'],
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
export const code = style(eyebrowText);
export const title = style({ fontSize: displaySize.page, maxWidth: '18ch' });
export const text = style({ maxWidth: '36rem', opacity: 0.9 });
export const home = style([buttonBase, variant.primary]);
