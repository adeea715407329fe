import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

/** Covers the whole video: a click anywhere plays or pauses it, as the seed's slides did. */
export const toggle = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'linear-gradient(180deg, rgba(8, 26, 37, 0) 40%, rgba(8, 26, 37, 0.45))',
  color: vars.color.white,
  cursor: 'pointer',
  selectors: {
    '&[data-playing="true"]': { background: 'transparent' },
    '&:focus-visible': { outlineOffset: '-6px' },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
  boxShadow: vars.shadow.soft,
  transition: `opacity ${vars.motion.fast}`,
  selectors: {
    // While the video plays the overlay steps aside; a pointer over it or keyboard focus brings the pause sign back.
    [`${toggle}[data-playing="true"] &`]: { opacity: 0 },
    [`${toggle}[data-playing="true"]:hover &, ${toggle}[data-playing="true"]:focus-visible &`]: { opacity: 0.85 },
  },
});
