import { EARLY_INTENTS } from './earlyIntentScript';

/**
 * On the root element from the boot script's start until the page's code is requested: what may
 * wait for it (the media of slides off to the side) is not rendered, so its lazy images wait too.
 * Never set with JavaScript off, where they load as the browser sees fit.
 */
export const PAINTING_ATTR = 'data-painting';

/**
 * On the root element from the boot script's start until the page's first contentful paint, one
 * frame: the bands below the page's first and the footer are not rendered in it (see
 * system/afterFirstPaint.css.ts). Not set when the browser will scroll the page itself (a link to
 * a fragment, back, forward, reload), nor with JavaScript off.
 */
export const UNPAINTED_ATTR = 'data-unpainted';

/** What every quote action pushes onto the analytics data layer. */
export const QUOTE_EVENT = { event: 'nova_contratacao', origin: 'btn-whatsapp' } as const;

export interface BootOptions {
  /** The page's island entry, if it has islands; its default export hydrates them. */
  entry?: string;
  /** The whole stylesheet, for what only islands draw; the page inlines just the rules its markup uses. */
  stylesheet?: string;
  /** Google Tag Manager container, loaded only when set. */
  googleTagManagerId?: string | null;
}

/**
 * Counts quote actions from first paint, without React and without touching the action: a
 * click, keyboard activation or middle click on a quote link (each opens the chat in a tab;
 * a right click does not, so it is not counted), and a submit of the quote form, which the
 * browser dispatches only once its own checks have passed. Capture phase, on the document, so
 * it runs before any island's handler and exactly once per action.
 */
const QUOTE_TRACKER =
  `var w=window,d=document;` +
  `function q(e,s){var t=e.target;t&&t.closest&&t.closest(s)&&(w.dataLayer=w.dataLayer||[]).push(${JSON.stringify(QUOTE_EVENT)})}` +
  `d.addEventListener("click",function(e){q(e,"a[data-quote]")},!0);` +
  `d.addEventListener("auxclick",function(e){e.button==1&&q(e,"a[data-quote]")},!0);` +
  `d.addEventListener("submit",function(e){q(e,"form[data-quote]")},!0);`;

/** Google's own snippet, run late: the container's script is requested only after `load` and idle time. */
const tagManager = (id: string) =>
  `(w.dataLayer=w.dataLayer||[]).push({"gtm.start":Date.now(),event:"gtm.js"});` +
  `var s=d.createElement("script");s.async=!0;s.src=${JSON.stringify(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)};d.head.appendChild(s);`;

/** Fetches the whole stylesheet and the page's islands side by side; the islands run once the styles are in (or failed). */
const islands = (entry: string, stylesheet?: string) =>
  (stylesheet
    ? `var l=d.createElement("link"),c=new Promise(function(f){l.onload=l.onerror=f});l.rel="stylesheet";l.href=${JSON.stringify(stylesheet)};d.head.appendChild(l);`
    : `var c=Promise.resolve();`) +
  `import(${JSON.stringify(entry)}).then(function(m){return c.then(function(){m.default()})}).then(function(){r=1});`;

/** The longest the first frame's hold may last, should a browser never report its first paint. */
const HOLD_LIMIT_MS = 3000;

/**
 * `shown(f)` calls f once the page has shown content: its first contentful paint; without paint
 * timing, the frame after the call. Until the first paint only the page's first band is rendered.
 */
const FIRST_PAINT =
  `var h=d.documentElement,P=w.PerformanceObserver,n=w.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];` +
  `function shown(f){if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),f())});o.observe({type:"paint",buffered:!0})}` +
  `else requestAnimationFrame(function(){setTimeout(f,0)})}` +
  `function u(){h.removeAttribute("${UNPAINTED_ATTR}")}` +
  // At the latest after 3 s, whatever a browser reports: held content is hidden from assistive technology too.
  `location.hash||n&&n.type!="navigate"||(h.setAttribute("${UNPAINTED_ATTR}",""),shown(u),setTimeout(u,${HOLD_LIMIT_MS}));`;

/**
 * The page's only inline script, a fixed string per page (the CSP allows it by its hash).
 * Hydration and Tag Manager wait for `load`, the first paint, and then idle time: measured in
 * Lighthouse's mobile emulation, a hydration script requested before the largest paint cost
 * ~0.3–0.5 s of LCP, and on a fast load Chromium is idle after `load` before it has painted.
 * Until then links are links and native controls work on their own.
 */
export function bootScript({ entry, stylesheet, googleTagManagerId }: BootOptions): string {
  const late = [entry ? islands(entry, stylesheet) : '', googleTagManagerId ? tagManager(googleTagManagerId) : ''].join('');
  const whenIdle = late
    ? `var g,r;h.setAttribute("${PAINTING_ATTR}","");` +
      `function go(){if(g)return;g=1;h.removeAttribute("${PAINTING_ATTR}");${late}}` +
      `function idle(){w.requestIdleCallback?requestIdleCallback(go,{timeout:3000}):setTimeout(go,200)}` +
      // After `load`, wait until the page has been shown: on a page whose hero loads eagerly, the
      // first contentful paint is also its largest.
      `addEventListener("load",function(){shown(idle)});` +
      // An early click on a control that needs the islands starts loading them now (earlyIntent.ts).
      (entry ? EARLY_INTENTS : '')
    : '';
  return `(function(){${QUOTE_TRACKER}${FIRST_PAINT}${whenIdle}})();`;
}
