import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

export const controls = style({ marginTop: vars.space['4'], padding: `0 ${vars.space['4']}` });
