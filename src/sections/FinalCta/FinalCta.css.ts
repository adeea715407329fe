import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { leadText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export const layout = style({
  display: 'grid',
  gap: vars.space['7'],
  ...responsiveStyle({ desktop: { gridTemplateColumns: '1.1fr 1fr', alignItems: 'center', gap: vars.space['9'] } }),
});

export const copy = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });
export const title = style({ fontSize: displaySize.page });
export const text = style([leadText, { opacity: 0.9, maxWidth: '32rem' }]);
export const button = style({ marginTop: vars.space['3'] });

export const items = style({ display: 'grid', gap: vars.space['5'], listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });
export const icon = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  border: '1px solid rgba(250, 247, 242, 0.3)',
  color: vars.color.brass,
});
export const itemTitle = style({ fontSize: displaySize.card, marginBottom: vars.space['1'] });
export const itemText = style({ opacity: 0.85 });
