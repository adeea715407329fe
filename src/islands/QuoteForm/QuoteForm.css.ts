import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';
import { actionText } from '../../theme/textStyles';
import { displaySize, textSize } from '../../theme/typeScale';

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  borderRadius: vars.radius.soft,
  background: vars.color.white,
  border: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.soft,
  ...responsiveStyle({ tablet: { padding: vars.space['7'] } }),
});

export const title = style({ fontSize: displaySize.block });
export const note = style({ fontSize: textSize.small, color: vars.color.inkSoft });
export const row = style({ display: 'grid' });
export const twoColumns = style({ display: 'grid', gap: vars.space['4'], ...responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr' } }) });
export const field = style({ display: 'grid', gap: vars.space['2'] });
export const label = style(actionText);

export const input = style({
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: '10px',
  border: `1px solid ${vars.color.fieldEdge}`,
  background: vars.color.paper,
  // Running text's size: at 16 px or more, a phone does not zoom in on the field it focuses.
  fontSize: textSize.body,
  selectors: {
    '&:focus-visible': { outlineOffset: '1px', borderColor: vars.color.ink },
    '&:user-invalid': { borderColor: '#A3261B' },
  },
});

export const submit = style([buttonBase, variant.primary, { border: 0, cursor: 'pointer', width: '100%', ...responsiveStyle({ tablet: { width: 'auto', justifySelf: 'start' } }) }]);
