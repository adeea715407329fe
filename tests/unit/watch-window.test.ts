// @vitest-environment node
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { QUIET_BEFORE_END_MS, tooLateInWatch, WATCH_MS } from '../../perf/gate/watchWindow';

/** A Lighthouse result holding only what the check reads: the page's requests and when each ended. */
const runWith = (requests: Array<{ url: string; networkEndTime: number }>) =>
  ({ requestedUrl: 'http://127.0.0.1:9087/toldos/', audits: { 'network-requests': { details: { type: 'table', items: requests } } } }) as unknown as Result;

describe('the main-thread runs’ watch', () => {
  it('trusts a run whose page made its last request well before the watch ends', () => {
    const run = runWith([
      { url: 'http://127.0.0.1:9087/toldos/', networkEndTime: 420 },
      { url: 'http://127.0.0.1:9087/assets/entry.js', networkEndTime: 3700 },
    ]);
    expect(tooLateInWatch(run)).toBeUndefined();
  });

  it('names the late request and the setting to raise when a page is still loading near the end', () => {
    const late = WATCH_MS - QUIET_BEFORE_END_MS + 1;
    const run = runWith([
      { url: 'http://127.0.0.1:9087/assets/late-island.js', networkEndTime: late },
      { url: 'http://127.0.0.1:9087/toldos/', networkEndTime: 420 },
    ]);
    const why = tooLateInWatch(run);
    expect(why).toContain('/toldos/');
    expect(why).toContain('late-island.js');
    expect(why).toContain(`${late} ms`);
    expect(why).toContain('WATCH_MS');
  });

  it('does not trust a run with no requests listed', () => {
    expect(tooLateInWatch(runWith([]))).toMatch(/no requests/);
  });
});
