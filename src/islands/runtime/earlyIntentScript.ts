import { INTENT_ATTR } from './earlyIntent';

/** How long a held click waits for its island before the control does its plain job. */
const FALLBACK_MS = 8000;

/**
 * The boot script's part of early intents (earlyIntent.ts), kept apart so the browser bundle
 * never carries it. In scope: `w`, `d`, `go` (load the page's code now, once) and `r` (set once
 * that code has run). A click an island already handled (default prevented) is not an early one.
 */
export const EARLY_INTENTS =
  `d.addEventListener("click",function(e){var t=!e.defaultPrevented&&e.target.closest&&e.target.closest("[${INTENT_ATTR}]"),q;` +
  `if(!t)return;q=w.__intents=w.__intents||[];q.indexOf(t)<0&&q.push(t);if(!r)return go();e.preventDefault();` +
  `setTimeout(function(){var i=q.indexOf(t);i<0||(q.splice(i,1),location.assign(t.href))},${FALLBACK_MS})});`;
