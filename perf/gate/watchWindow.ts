import type { Result } from 'lighthouse';

/**
 * How long a run under real throttling watches a page, from the navigation on (Lighthouse's
 * `maxWaitForLoad`). Unless it simulates, Lighthouse waits for 5.25 s without network traffic,
 * then for 5.25 s without a long task, and takes no shorter quiet windows than those: a run took
 * 17 s, and the ten pages' 170 s were more than a quarter of `npm test`.
 *
 * The site's own work is over long before. On the low-tier phone under slow 4G (2026-11-27,
 * ×13.7, all ten pages, a full run and a stopped one each, in turn), a page made its last request
 * 3.2–3.9 s in, and from 3.6 s on no task took over 31 ms (the blocking time counts what is over
 * 50). Both kinds of run saw the same late tasks, but for one at the very end of the full runs.
 * Full: blocking time 0–89 ms, performance 0.99–1, 16.6–17.9 s a run. Stopped at 10 s: 0–131 ms
 * (/toldos/; 30 in its full run), 0.99–1, 12.3–13.1 s.
 *
 * Lighthouse warns that the page did not finish loading in time; that is this window ending.
 */
export const WATCH_MS = 10_000;

/**
 * How long before the watch ends the page's last request must have ended, for its late code to
 * have arrived and run in view (the islands hydrate within about a second of their code here).
 */
export const QUIET_BEFORE_END_MS = 4_000;

interface NetworkRequestItem {
  url: string;
  networkEndTime: number;
}

/** The page's last request in a run, and when it ended (ms from the navigation on); none if Lighthouse listed none. */
export function lastRequestOf(lhr: Result): NetworkRequestItem | undefined {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items;
  if (!items?.length) return undefined;
  return items.reduce((latest, item) => (item.networkEndTime > latest.networkEndTime ? item : latest));
}

/**
 * Why a run cannot be trusted to have seen the page's late work: its last request ended too near
 * the end of the watch. None when it ended in time.
 */
export function tooLateInWatch(lhr: Result): string | undefined {
  const last = lastRequestOf(lhr);
  if (!last) return `${lhr.requestedUrl}: Lighthouse listed no requests, so whether the page was still loading at the end of the watch is unknown`;
  if (last.networkEndTime <= WATCH_MS - QUIET_BEFORE_END_MS) return undefined;
  return (
    `${lhr.requestedUrl}: its last request (${last.url}) ended ${Math.round(last.networkEndTime)} ms in, ` +
    `less than ${QUIET_BEFORE_END_MS} ms before the watch ends at ${WATCH_MS} ms: what it brought may have run after the watch. ` +
    `Raise WATCH_MS in perf/gate/watchWindow.ts, or load it sooner.`
  );
}
