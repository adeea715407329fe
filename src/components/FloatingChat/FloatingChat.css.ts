import { globalStyle, keyframes, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
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
  '@supports': {
    // Without scroll-driven animations the button can only pass under a clear zone, and the
    // quote form's zones sit in sections that are stacking contexts of their own
    // (content-visibility), so there the page with the form goes without the button.
    'not (animation-timeline: view())': { selectors: { 'body:has(form[data-quote]) &': { display: 'none' } } },
  },
  ...responsiveStyle({
    tablet: {
      right: `calc(${vars.space['6']} + env(safe-area-inset-right))`,
      bottom: `calc(${vars.space['5']} + env(safe-area-inset-bottom))`,
    },
  }),
});

/*
 * Content the button must never cover (the footer's contact details, the quote form and its
 * submit button, the contact page's details) is a "clear zone". Where scroll-driven animations
 * exist, the button hides while a clear zone crosses the strip at the bottom of the screen
 * where it sits: each zone is a view timeline whose scrollport is shrunk to that strip, and the
 * button is hidden for the whole of each timeline's `cover` range. Elsewhere it passes under a
 * zone (z-index), which is enough for the footer (see `dock` for the form).
 */
const ZONES = { footer: '--floating-chat-clear-footer', quoteForm: '--floating-chat-clear-quote-form', contactDetails: '--floating-chat-clear-contact' };
const BUTTON_STRIP = `calc(100% - 6rem - env(safe-area-inset-bottom))`;

const clearZoneRule = (timeline: string): StyleRule => ({
  position: 'relative',
  zIndex: layers.aboveFloatingChat,
  viewTimelineName: timeline,
  viewTimelineAxis: 'block',
  viewTimelineInset: `${BUTTON_STRIP} 0px`,
});

export const clearZone = styleVariants(ZONES, clearZoneRule);

// Named timelines are seen by their element's descendants only, unless an ancestor of both sides lifts them.
globalStyle('body', { timelineScope: Object.values(ZONES).join(', ') });

const hiddenOverClearZone = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'hidden' } });

export const button = style({
  width: '3.5rem',
  height: '3.5rem',
  padding: 0,
  boxShadow: '0 6px 18px rgba(14, 42, 59, 0.3)',
  '@supports': {
    '(animation-timeline: view())': {
      animationName: Object.values(ZONES).map(() => hiddenOverClearZone).join(', '),
      animationTimeline: Object.values(ZONES).join(', '),
      animationRange: 'cover 0% cover 100%',
      animationFillMode: 'none',
      animationTimingFunction: 'linear',
      animationDuration: 'auto',
    },
  },
});

export const icon = style({ color: vars.color.chatGreen });
