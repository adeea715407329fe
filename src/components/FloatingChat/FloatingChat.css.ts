import { keyframes, style } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { layers } from '../../theme/layers';
import { vars } from '../../theme/tokens.css';

const appear = keyframes({
  from: { opacity: 0, visibility: 'hidden', transform: 'translateY(0.75rem) scale(0.9)' },
  to: { opacity: 1, visibility: 'visible', transform: 'none' },
});

/**
 * Fixed in the bottom corner, clear of the safe-area insets. Hidden (and out of the tab order)
 * until its delay, set inline from the content, has passed: CSS alone, so it works before any
 * script and with JavaScript off. Under reduced motion it appears at the same moment, without
 * the rise and fade (the global rule shortens every animation, not its delay).
 */
export const dock = style({
  position: 'fixed',
  right: `calc(${vars.space['4']} + env(safe-area-inset-right))`,
  bottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  zIndex: layers.floatingChat,
  animation: `${appear} 300ms ease-out both`,
  selectors: { '&:focus-within': { zIndex: layers.focusedFloatingChat } },
  ...responsiveStyle({
    tablet: {
      right: `calc(${vars.space['6']} + env(safe-area-inset-right))`,
      bottom: `calc(${vars.space['5']} + env(safe-area-inset-bottom))`,
    },
  }),
});

/**
 * Content the button must never cover (the footer with its contact details, the contact page's
 * band with the quote form and the contact details) is stacked above it, so the button passes
 * under it: no script, no scroll-driven animation, the same in every browser. It must be the
 * band itself, not something inside: a band with `content-visibility` is a stacking context of
 * its own, and nothing inside it can rise above the fixed button.
 */
export const clearZone = style({ position: 'relative', zIndex: layers.aboveFloatingChat });

export const button = style({
  width: '3.5rem',
  height: '3.5rem',
  padding: 0,
  boxShadow: '0 6px 18px rgba(14, 42, 59, 0.3)',
});

export const icon = style({ color: vars.color.chatGreen });
