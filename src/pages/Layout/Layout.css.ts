import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: 100,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.paper,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

// Positioned, so a box inside can stand for "the page below the first screen" (see CardReveal.css.ts).
export const main = style({ outline: 'none', position: 'relative' });
