import type { StyleRule } from '@vanilla-extract/css';

/**
 * The browser's `<dialog>` box (placed in the page's flow, padded, bordered) undone: the whole
 * screen, for the gallery and the lightbox, which open over the page without `showModal()`.
 */
export const fullScreenDialog = {
  position: 'fixed',
  inset: 0,
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 0,
} as const satisfies StyleRule;
