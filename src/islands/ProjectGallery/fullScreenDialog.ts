import type { StyleRule } from '@vanilla-extract/css';

/** The browser's centred, padded, bordered `<dialog>` box undone: the whole screen, for the gallery and the lightbox. */
export const fullScreenDialog = {
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 0,
} as const satisfies StyleRule;
