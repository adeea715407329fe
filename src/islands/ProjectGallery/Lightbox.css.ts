import { style } from '@vanilla-extract/css';
import { hoverStyles } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { closeButtonShape } from './closeButton.css';
import { fullScreenDialog } from './fullScreenDialog';

/**
 * The whole screen, dark and opaque, so that its own "Fechar" is the one way out in view (the
 * gallery's showed faintly through a 94 % backdrop); a click anywhere but on the media or the
 * button closes it.
 */
export const lightbox = style({
  ...fullScreenDialog,
  background: 'rgb(5, 16, 24)',
  color: vars.color.white,
  overflow: 'hidden',
  // Inside the gallery's dialog: above its sticky top bar (1).
  zIndex: 2,
});

export const stage = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  padding: `4.5rem ${vars.space['3']} ${vars.space['4']}`,
});

export const media = style({
  display: 'block',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: ['calc(100vh - 6rem)', 'calc(100dvh - 6rem)'],
  objectFit: 'contain',
  borderRadius: '6px',
  background: 'transparent',
});

export const close = style([
  closeButtonShape,
  {
    position: 'absolute',
    top: vars.space['3'],
    right: vars.space['3'],
    border: '1px solid rgba(255, 255, 255, 0.5)',
    background: 'rgba(5, 16, 24, 0.6)',
    color: vars.color.white,
    ...hoverStyles({ '&:hover': { background: 'rgba(255, 255, 255, 0.16)' } }),
  },
]);
