import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  // A hidden heading would otherwise ask for a font size the page shows nowhere else: each new
  // size is font work on the main thread before the first paint (README, "Fewer fonts before the
  // first paint").
  font: 'inherit',
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
