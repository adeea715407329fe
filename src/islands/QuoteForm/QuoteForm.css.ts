import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { base as buttonBase, variant } from '../../components/QuoteLink/QuoteLink.css';

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

export const title = style({ fontSize: 'clamp(1.5rem, 1.3rem + 1vw, 2rem)' });
export const note = style({ fontSize: '0.875rem', color: vars.color.inkSoft });
export const row = style({ display: 'grid' });
export const twoColumns = style({ display: 'grid', gap: vars.space['4'], ...responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr' } }) });
export const field = style({ display: 'grid', gap: vars.space['2'] });
export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const input = style({
  width: '100%',
  minHeight: '3rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: '10px',
  border: `1px solid ${vars.color.fieldEdge}`,
  background: vars.color.paper,
  fontSize: '1rem',
  selectors: {
    '&:focus-visible': { outlineOffset: '1px', borderColor: vars.color.ink },
    '&:user-invalid': { borderColor: '#A3261B' },
  },
});

export const submit = style([buttonBase, variant.primary, { border: 0, cursor: 'pointer', width: '100%', ...responsiveStyle({ tablet: { width: 'auto', justifySelf: 'start' } }) }]);
