import { style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { displaySize, textSize } from '../../theme/typeScale';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...responsiveStyle({
    tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['5'] },
  }),
});

export const gridFour = style([grid, responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })]);
export const gridThree = style([grid, responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } })]);

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.soft,
  background: vars.color.white,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.ink,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.sand,
  color: vars.color.brassDeep,
});

export const title = style({ fontSize: displaySize.card });
export const text = style({ color: vars.color.inkSoft, fontSize: textSize.body });
