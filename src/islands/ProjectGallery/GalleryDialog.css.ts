import { globalStyle, style } from '@vanilla-extract/css';
import { hoverStyles, responsiveStyle } from '../../theme/breakpoints';
import { layers } from '../../theme/layers';
import { vars } from '../../theme/tokens.css';
import { closeButtonShape } from './closeButton.css';
import { fullScreenDialog } from './fullScreenDialog';
import { TOP_HEIGHT_PROPERTY } from './useStickyTopPadding';
import { actionText } from '../../theme/textStyles';
import { displaySize } from '../../theme/typeScale';

export { visuallyHidden } from '../../system/visuallyHidden.css';

/** Full screen on a phone, a large panel over the backdrop on wider screens (useModalDialog.ts: modal without `showModal()`). */
export const dialog = style({
  ...fullScreenDialog,
  zIndex: layers.dialogs,
  background: vars.color.paper,
  color: vars.color.ink,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // What the browser scrolls into view (a thumbnail reached by keyboard) stops below the sticky top bar.
  scrollPaddingTop: `var(${TOP_HEIGHT_PROPERTY}, 0px)`,
  ...responsiveStyle({
    tablet: {
      width: 'min(72rem, calc(100% - 3rem))',
      height: 'min(56rem, calc(100% - 3rem))',
      margin: 'auto',
      borderRadius: vars.radius.soft,
      boxShadow: vars.shadow.soft,
    },
  }),
});

/** The page dimmed behind the panel on wider screens (covered by the dialog on a phone); a click on it closes the gallery. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: layers.dialogs,
  background: 'rgba(8, 26, 37, 0.6)',
});

export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'grid',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['3']}`,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  ...responsiveStyle({ tablet: { padding: `${vars.space['5']} ${vars.space['6']} ${vars.space['3']}` } }),
});

export const titleRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });
export const title = style({ fontSize: displaySize.block });

export const closeButton = style([
  closeButtonShape,
  {
    border: `1px solid ${vars.color.line}`,
    background: vars.color.white,
    color: vars.color.ink,
    ...hoverStyles({ '&:hover': { background: vars.color.sand } }),
  },
]);

/** One scrolling row of tabs on a phone, wrapping on wider screens. */
export const tabs = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: `0 calc(-1 * ${vars.space['4']})`,
  padding: `${vars.space['1']} ${vars.space['4']}`,
  overflowX: 'auto',
  // A tab brought into view stops at the row's padding, not flush with (or a fraction of a pixel past) the screen's edge.
  scrollPaddingInline: vars.space['4'],
  scrollbarWidth: 'none',
  ...responsiveStyle({ tablet: { flexWrap: 'wrap', margin: 0, padding: `${vars.space['1']} 0`, overflowX: 'visible' } }),
});

export const tab = style({
  ...actionText,
  flex: 'none',
  minHeight: '2.5rem',
  padding: `0 ${vars.space['4']}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.paper } },
  ...hoverStyles({ '&:not([aria-selected="true"]):hover': { background: vars.color.sand } }),
});

export const panel = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  ...responsiveStyle({ tablet: { padding: `${vars.space['5']} ${vars.space['6']} ${vars.space['7']}` } }),
});

export const groupHeading = style({ fontSize: displaySize.block, marginBottom: vars.space['4'] });

/**
 * 1 column on a phone, up to 4 as the dialog widens, with no breakpoint of its own. The columns
 * are the browser's; its cells are placed by the grid's code (gridLayout.ts), which draws only
 * those near the screen.
 */
export const grid = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cell = style({ position: 'absolute' });

export const thumb = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.soft,
  overflow: 'hidden',
  background: vars.color.sand,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outlineOffset: '2px' } },
});

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.fast}`,
  ...hoverStyles({ [`${thumb}:hover &`]: { transform: 'scale(1.03)' } }),
});

export const playBadge = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.white,
});

globalStyle(`${playBadge} > svg`, {
  boxSizing: 'content-box',
  padding: vars.space['3'],
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
});

export const empty = style({ padding: `${vars.space['7']} 0`, color: vars.color.inkSoft, textAlign: 'center' });
