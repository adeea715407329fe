import { style } from '@vanilla-extract/css';
import { playIcon, playOverlay } from '../../components/ProductSlide/ProductSlide.css';
import { hoverStyles } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

/** Covers the whole video: a click anywhere plays or pauses it, as the seed's slides did. */
export const toggle = style([
  playOverlay,
  {
    width: '100%',
    padding: 0,
    border: 0,
    selectors: { '&[data-playing="true"]': { background: 'transparent' } },
  },
]);

export const icon = style([
  playIcon,
  {
    transition: `opacity ${vars.motion.fast}`,
    selectors: {
      // While the video plays the overlay steps aside; a pointer over it or keyboard focus brings the pause sign back.
      [`${toggle}[data-playing="true"] &`]: { opacity: 0 },
      [`${toggle}[data-playing="true"]:focus-visible &`]: { opacity: 0.85 },
    },
    ...hoverStyles({ [`${toggle}[data-playing="true"]:hover &`]: { opacity: 0.85 } }),
  },
]);
