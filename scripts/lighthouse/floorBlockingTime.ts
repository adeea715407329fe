import type { Config, Result } from 'lighthouse';

/** A Lighthouse config that gathers only what total blocking time needs, at Lighthouse's own throttling. */
export const blockingTimeOnly = (): Config => ({ extends: 'lighthouse:default', settings: { onlyAudits: ['total-blocking-time'] } });

/**
 * Lighthouse's total blocking time for one cold load of `url`, run by `onPhone` (which sets the
 * phone's throttling). Only the trace the audit needs is gathered: a floor has nothing else to
 * measure.
 */
export async function floorBlockingTime(onPhone: (url: string, config: Config) => Promise<Result>, url: string): Promise<number> {
  const lhr = await onPhone(url, blockingTimeOnly());
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (tbt === undefined) throw new Error(`${url}: Lighthouse gave no total blocking time`);
  return tbt;
}
