import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../../theme/breakpoints';
import { layers } from '../../theme/layers';
import { vars } from '../../theme/tokens.css';
import { actionText } from '../../theme/textStyles';
import { textSize } from '../../theme/typeScale';
import { hoverStyles } from '../../theme/breakpoints';

export { visuallyHidden } from '../../system/visuallyHidden.css';

/** Set inline from the content's constant (toastMaxWidthPx). */
export const MAX_WIDTH_VAR = '--toast-max-width';

/**
 * Phones: under the fixed header, clear of the thumb zone and the chat button. From tablets up:
 * bottom right, above the chat button.
 */
export const region = style({
  position: 'fixed',
  zIndex: layers.toasts,
  top: `calc(${vars.size.header} + ${vars.space['2']} + env(safe-area-inset-top))`,
  left: `calc(${vars.space['3']} + env(safe-area-inset-left))`,
  right: `calc(${vars.space['3']} + env(safe-area-inset-right))`,
  maxWidth: `var(${MAX_WIDTH_VAR})`,
  marginLeft: 'auto',
  pointerEvents: 'none',
  borderRadius: vars.radius.soft,
  ...responsiveStyle({
    tablet: {
      top: 'auto',
      left: 'auto',
      width: '100%',
      right: `calc(${vars.space['6']} + env(safe-area-inset-right))`,
      bottom: `calc(6rem + env(safe-area-inset-bottom))`,
    },
  }),
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['4']} ${vars.space['4']}`,
  borderRadius: vars.radius.soft,
  boxShadow: '0 10px 30px rgba(14, 42, 59, 0.28)',
  pointerEvents: 'auto',
  // Vertical drags still scroll the page; sideways ones are ours, for swipe to dismiss.
  touchAction: 'pan-y',
  userSelect: 'none',
  animation: `${enter} ${vars.motion.fast} ease-out`,
});

export const toast = styleVariants({
  default: [card, { background: vars.color.ink, color: vars.color.paper }],
  destructive: [card, { background: '#8E1F17', color: vars.color.white }],
});

export const body = style({ display: 'grid', gap: vars.space['1'], flex: 1, minWidth: 0, paddingTop: '0.125rem' });
export const title = style([actionText, { lineHeight: 1.35 }]);
export const description = style({ fontSize: textSize.small, lineHeight: 1.45, opacity: 0.92 });

export const action = style({
  ...actionText,
  justifySelf: 'start',
  marginTop: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  textDecoration: 'none',
  ...hoverStyles({ '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } }),
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  margin: `-${vars.space['2']} 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  ...hoverStyles({ '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } }),
});
