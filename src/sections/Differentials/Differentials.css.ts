import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { figureText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export const banner = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: `${vars.space['7']} ${vars.space['5']}`,
  borderRadius: vars.radius.soft,
  background: vars.color.ink,
  color: vars.color.paper,
  ...responsiveStyle({ desktop: { gridTemplateColumns: '1fr 1.6fr', alignItems: 'center', padding: vars.space['8'] } }),
});

export const copy = style({ display: 'grid', gap: vars.space['3'] });
export const title = style({ fontSize: displaySize.section });

export const figures = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  ...responsiveStyle({ tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  paddingLeft: vars.space['4'],
  borderLeft: `2px solid ${vars.color.brass}`,
});

export const value = style([figureText, { margin: 0 }]);
export const label = style({ opacity: 0.85 });
