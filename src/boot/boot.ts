import { whenLoadedAndIdle } from './afterPaint';
import { meetsSupportFloor } from './browserSupport';
import { holdEarlyIntents } from './earlyIntent';
import { loadIslands } from './loadIslands';
import type { BootOptions } from '../shared/bootOptions';
import { trackQuoteActions } from './quoteTracking';
import { loadTagManager } from './tagManager';
import { ENHANCED_ATTR, PAINTING_ATTR } from '../shared/attributes';

/**
 * What the page's only inline script does (src/prerender/bootScript.ts compiles it, reading `options`
 * from the script element): counts quote actions from the first paint; after `load`, the first
 * paint and idle time, runs the page's island entry (src/islands/runtime/startIslands.ts: it adds
 * the prefetch rules and hydrates each island when it is due) and Google Tag Manager; and before
 * that, a click on a control that needs an island requests them at once. A browser below the
 * support floor runs no island and gets the page as it is without script, quote links counted.
 */
export function boot({ entry: pageEntry, stylesheet, hydrationCode, tagManagerScript }: BootOptions): void {
  trackQuoteActions();
  const entry = meetsSupportFloor() ? pageEntry : undefined;
  if (!entry && !tagManagerScript) return;
  const root = document.documentElement;
  if (entry) root.setAttribute(ENHANCED_ATTR, '');
  let started = false;
  const startLateCode = () => {
    if (started) return;
    started = true;
    root.removeAttribute(PAINTING_ATTR);
    // Should it fail (offline, say), links stay links and a held click falls back to its plain job.
    if (entry) void loadIslands(entry, { stylesheet, hydrationCode });
    if (tagManagerScript) loadTagManager(tagManagerScript);
  };
  root.setAttribute(PAINTING_ATTR, '');
  whenLoadedAndIdle(startLateCode);
  if (entry) holdEarlyIntents(startLateCode);
}
