/**
 * Stacking order of what floats over the page (the header is at 50, the skip link at 100).
 * The floating chat button passes *under* the content it must never cover (the footer's
 * contact details, the quote form), which works in every browser and with JavaScript off.
 */
export const layers = {
  floatingChat: 40,
  aboveFloatingChat: 41,
  /** A keyboard-focused chat button is never hidden behind anything (WCAG 2.4.11). */
  focusedFloatingChat: 45,
  /** The gallery and its lightbox: above the page, its header and the chat button; a toast still shows over them. */
  dialogs: 55,
  toasts: 60,
} as const;
