import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';
import { withoutIslands } from './withoutIslands';

/**
 * The row of carousel controls. Its height is kept while the island loads, so the buttons
 * appear without moving the page; with JavaScript off (swipe only) it takes no room at all.
 */
export const controlsRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  selectors: { [withoutIslands]: { display: 'none' } },
});
