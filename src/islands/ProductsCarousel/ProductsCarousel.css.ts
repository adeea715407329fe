import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { withoutIslands } from '../../system/withoutIslands';

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&:focus-visible': { outlineOffset: '-3px' },
    // Without the arrows and dots (no islands), the scrollbar is what tells a mouse there is more.
    [withoutIslands]: { scrollbarWidth: 'thin' },
  },
});

export const controls = style({ marginTop: vars.space['4'], padding: `0 ${vars.space['4']}` });
