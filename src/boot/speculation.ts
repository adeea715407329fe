import { savingData } from './savingData';

/**
 * Prefetch, with moderate eagerness (a hover of 200 ms, or the start of a touch or click), of the
 * site's own pages: `/` and addresses ending in `/`. Anything else (assets, media, `/404.html`,
 * the sitemap) is not a page, and a pattern relative to the page never matches another site, so
 * the chat links are never speculated. (A link to the current page is not left out: Chromium
 * speculates by address, so the logo's link to `/` would bring it back anyway.)
 * Prefetch, not prerender: see the README's "Prefetch and the back/forward cache".
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: ['/', '/*/'] }, eagerness: 'moderate' }],
});

/**
 * Adds the rules unless the visitor asked to save data or the browser reports a 2G connection:
 * rules are static JSON, so only a script can leave them out. Browsers without speculation rules
 * ignore the element. The Content-Security-Policy allows its text by hash (src/prerender/contentSecurityPolicy.ts):
 * Chromium refuses script-inserted rules under 'inline-speculation-rules'.
 */
export function speculateOnIntent(): void {
  if (savingData()) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = SPECULATION_RULES;
  document.head.append(rules);
}
