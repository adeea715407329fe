import { style } from '@vanilla-extract/css';
import { hoverStyles } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { controlsRow } from '../../system/controlsRow.css';
import { withoutIslands } from '../../system/withoutIslands';

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.soft,
  // Without the dots (no islands), the scrollbar is what tells a mouse there is more.
  selectors: { [withoutIslands]: { scrollbarWidth: 'thin' } },
});

/** In the card's top corner, clear of its centred stars: no room is reserved, so nothing moves when it appears. */
export const rotation = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['4'],
  zIndex: 1,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: 'pointer',
  ...hoverStyles({ '&:hover': { background: vars.color.sand } }),
});

/** In the room the carousel keeps below the cards. */
export const dots = style([controlsRow, { position: 'absolute', insetInline: 0, bottom: 0 }]);
