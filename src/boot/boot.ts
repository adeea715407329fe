import { whenLoadedAndIdle } from './afterPaint';
import { holdEarlyIntents } from './earlyIntent';
import { loadIslands } from './loadIslands';
import type { BootOptions } from './options';
import { PAINTING_ATTR } from './painting';
import { trackQuoteActions } from './quoteTracking';
import { loadTagManager } from './tagManager';

/**
 * What the page's only inline script does (src/build/bootScript.ts compiles it, reading `options`
 * from the script element): counts quote actions from the first paint; after `load`, the first
 * paint and idle time, runs the page's island entry (src/islands/runtime/startIslands.ts: it adds
 * the prefetch rules and hydrates each island when it is due) and Google Tag Manager; and before
 * that, a click on a control that needs an island requests them at once.
 */
export function boot({ entry, stylesheet, hydrationCode, tagManagerScript }: BootOptions): void {
  trackQuoteActions();
  if (!entry && !tagManagerScript) return;
  const root = document.documentElement;
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
