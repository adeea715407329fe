import type { LighthouseRun } from './lighthouseBrowser';

export interface LighthouseNumbers {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Transfer bytes by resource type, as the page loaded them (gzip where served gzipped). */
  bytes: Record<'document' | 'stylesheet' | 'script' | 'image' | 'font' | 'total', number>;
}

/** One cold Lighthouse run with its mobile defaults (slow 4G, 4× CPU). */
export async function runLighthouse(run: LighthouseRun, url: string): Promise<LighthouseNumbers> {
  const lhr = await run(url, { onlyCategories: ['performance'] });
  const audit = (id: string) => lhr.audits[id]!.numericValue ?? NaN;
  const summary = (lhr.audits['resource-summary']!.details as unknown as { items: Array<{ resourceType: string; transferSize: number }> }).items;
  const bytes = Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])) as LighthouseNumbers['bytes'];
  return {
    score: lhr.categories.performance!.score ?? 0,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
