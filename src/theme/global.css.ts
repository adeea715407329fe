import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './tokens.css';
import { textSize } from './typeScale';
import { headingText } from './textStyles';
import { PENDING_ATTR } from '../shared/attributes';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.size.header,
  colorScheme: 'light',
});

globalStyle('body', {
  margin: 0,
  background: vars.color.paper,
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: textSize.body,
  lineHeight: 1.6,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { ...headingText, margin: 0 } as never);

globalStyle('p', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
// The browser's own placeholder grey falls short of 4.5:1 on the paper fill.
globalStyle('::placeholder', { color: vars.color.inkSoft, opacity: 1 });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '3px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// <picture> only chooses the file; the <img> inside is what layout and styles see.
globalStyle('picture', { display: 'contents' });

// A control clicked before its island arrived (boot/earlyIntent.ts) shows at once that it heard.
globalStyle(`[${PENDING_ATTR}]`, { cursor: 'progress', opacity: 0.7 });
