import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { displaySize } from '../../theme/typeScale';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  ...responsiveStyle({ desktop: { gridTemplateColumns: '1fr 2fr', alignItems: 'start' } }),
});
export const title = style({ fontSize: displaySize.section });
export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...responsiveStyle({ tablet: { gridTemplateColumns: '1fr 1fr', gap: vars.space['4'] } }),
});
export const item = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.soft,
  background: vars.color.white,
  border: `1px solid ${vars.color.line}`,
});
export const icon = style({ flex: 'none', color: vars.color.brassDeep, marginTop: '3px' });
