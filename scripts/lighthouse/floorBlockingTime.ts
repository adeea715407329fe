import { lighthouseReport } from './lighthouseReport';

/**
 * Lighthouse's total blocking time for one cold load of `url` on its mobile emulation slowed
 * `cpuSlowdownMultiplier` times. Only the trace the audit needs is gathered: a floor has nothing
 * else to measure.
 */
export async function floorBlockingTime(url: string, cpuSlowdownMultiplier: number): Promise<number> {
  const lhr = await lighthouseReport(url, {}, { extends: 'lighthouse:default', settings: { onlyAudits: ['total-blocking-time'], throttling: { cpuSlowdownMultiplier } } });
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (tbt === undefined) throw new Error(`${url}: Lighthouse gave no total blocking time`);
  return tbt;
}
