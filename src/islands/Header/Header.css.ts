import { createVar, fallbackVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { withoutIslands } from '../../system/withoutIslands';
import { hoverStyles, responsiveStyle } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { displaySize, displayWeight } from '../../theme/typeScale';
import { POPOVERS, SCROLL_TIMELINES } from './supports';

export { visuallyHidden } from '../../system/visuallyHidden.css';

/** The current page's mark in the navigation: on the light header brass is under 3:1, so it deepens there. */
const currentMark = createVar();

const solid = {
  color: vars.color.ink,
  background: 'rgba(250, 247, 242, 0.86)',
  backdropFilter: 'blur(12px)',
  WebkitBackdropFilter: 'blur(12px)',
  boxShadow: vars.shadow.header,
  vars: { [currentMark]: vars.color.brassDeep },
};

const turnSolid = keyframes({ to: solid });

export const header = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: 50,
  color: vars.color.white,
  transition: `background-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-scrolled="true"]': solid,
  },
});

/** Where the header turns solid: set inline from the content's threshold (Header.tsx). */
export const solidAfter = '--header-solid-after';

// Until the island hydrates, the browser itself turns the header solid past the threshold where
// it can, so a visitor who scrolls early never reads white on white. Where it cannot (no scroll
// timelines: Firefox), the header is solid from the start until the island tracks the scroll: the
// island waits for a touch on the header, and a finger that scrolls the page never gives one.
globalStyle(`[data-island]:not([data-hydrated]) ${header}`, {
  '@supports': {
    [SCROLL_TIMELINES]: {
      // The shorthand first: it resets the timeline, which must follow it.
      animation: `${turnSolid} steps(1, end) both`,
      animationTimeline: 'scroll(root)',
      animationRange: `0 var(${solidAfter})`,
    },
    [`not ${SCROLL_TIMELINES}`]: solid,
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  height: vars.size.header,
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  ...responsiveStyle({ tablet: { padding: `0 ${vars.space['6']}` } }),
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '2.75rem',
  marginRight: 'auto',
  color: 'inherit',
});

export const wordmark = style({ height: '1.75rem' });

export const desktopNav = style({
  display: 'none',
  ...responsiveStyle({ desktop: { display: 'block' } }),
});

export const navList = style({ display: 'flex', gap: vars.space['5'], listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space['2']} 0`,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current]': { borderBottomColor: fallbackVar(currentMark, vars.color.brass) },
  },
  ...hoverStyles({ '&:hover': { borderBottomColor: 'currentColor' } }),
});

export const desktopQuote = style({
  display: 'none',
  ...responsiveStyle({ desktop: { display: 'inline-flex' } }),
});

export const menuButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ...responsiveStyle({ desktop: { display: 'none' } }),
  // Without popovers and without the island the button could do nothing, so it is not offered
  // (the footer links every page). Browsers before `@supports selector()` show it inert.
  '@supports': { [`not ${POPOVERS}`]: { selectors: { [withoutIslands]: { display: 'none' } } } },
});

/**
 * Hidden unless open: as a popover where the browser has them (a browser that does not know
 * `:popover-open` drops that rule and keeps the panel hidden), otherwise when the island opens it.
 */
export const menuPanel = style({
  display: 'none',
  position: 'fixed',
  inset: `${vars.size.header} 0 auto 0`,
  width: '100%',
  maxWidth: 'none',
  margin: 0,
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['6']}`,
  border: 0,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: vars.shadow.header,
  selectors: {
    // Two rules: a browser that does not know one selector drops the whole list it is in.
    '&:popover-open': { display: 'block' },
    '&[data-open]': { display: 'block' },
    '&::backdrop': { background: 'rgba(14, 42, 59, 0.35)' },
  },
});

/**
 * The button's two faces, its icon and its name for a closed and for an open menu: the open one
 * shows while the browser's popover is open (`:has` came before popovers in every browser), or
 * while the island says the menu is expanded where the browser has no popovers.
 */
const openMenu = [`${header}:has(${menuPanel}:popover-open) &`, `${menuButton}[aria-expanded="true"] &`];

export const whenClosed = style({
  display: 'grid',
  // One rule each: a browser that does not know one selector drops the whole list it is in.
  selectors: Object.fromEntries(openMenu.map((selector) => [selector, { display: 'none' }])),
});

export const whenOpen = style({
  display: 'none',
  selectors: Object.fromEntries(openMenu.map((selector) => [selector, { display: 'grid' }])),
});

export const menuList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space['5']}`,
  padding: 0,
});

globalStyle(`${menuList} a`, {
  display: 'block',
  padding: `${vars.space['3']} 0`,
  fontFamily: vars.font.display,
  fontSize: displaySize.block,
  fontWeight: displayWeight.heading,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const menuQuote = style({ width: '100%' });
