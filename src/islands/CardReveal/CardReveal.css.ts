import { globalStyle, style } from '@vanilla-extract/css';
import { VISIBLE_MARGIN_PX } from '../runtime/whenVisible';

/*
 * Only transform and opacity change, so nothing around a card moves (no layout shift). These
 * states exist only once the island has run: with JavaScript off, before it loads, or under
 * reduced motion, every card is simply there.
 */
globalStyle('[data-reveal="waiting"]', { opacity: 0, transform: 'translateY(1.25rem)' });
globalStyle('[data-reveal="shown"]', {
  transition: 'opacity 500ms ease-out, transform 500ms ease-out',
  transitionDelay: 'var(--reveal-delay, 0ms)',
});

/**
 * The island's box covers the page from just past the reach of an unscrolled screen (the
 * runtime loads a `visible` island VISIBLE_MARGIN_PX ahead) down to the end of <main>, so the reveal's
 * code loads on the visitor's first scroll, wherever it lands, and never with the page itself:
 * cards on screen at load never animate anyway, and cards below can only come by scrolling.
 */
export const trigger = style({
  position: 'absolute',
  top: [`calc(100vh + ${VISIBLE_MARGIN_PX + 10}px)`, `calc(100lvh + ${VISIBLE_MARGIN_PX + 10}px)`],
  bottom: 0,
  left: 0,
  width: 1,
  pointerEvents: 'none',
});
