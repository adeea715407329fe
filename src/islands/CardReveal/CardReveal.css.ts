import { globalStyle } from '@vanilla-extract/css';

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
