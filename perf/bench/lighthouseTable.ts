import { withLighthouseBrowser } from '../lab/lighthouseBrowser';
import { median, runLighthouse, type LighthouseNumbers } from '../lab/runLighthouse';

export interface LighthouseRow {
  page: string;
  page_: LighthouseNumbers;
  floor: LighthouseNumbers;
  lcpRatio: number;
}

/** Lighthouse's mobile run (simulated slow 4G, 4×: a mid-tier phone) of each page beside its floor, alternating, medians of `runs`. */
export async function lighthouseRows(pages: string[], site: string, floorOf: (page: string) => string, runs: number): Promise<LighthouseRow[]> {
  return withLighthouseBrowser(async (run) => {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const pageRuns: LighthouseNumbers[] = [];
      const floorRuns: LighthouseNumbers[] = [];
      for (let i = 0; i < runs; i++) {
        pageRuns.push(await runLighthouse(run, `${site}${page}`));
        floorRuns.push(await runLighthouse(run, floorOf(page)));
      }
      const row = { page, page_: summarize(pageRuns), floor: summarize(floorRuns), lcpRatio: 0 };
      row.lcpRatio = row.page_.lcp / row.floor.lcp;
      rows.push(row);
      console.error(`lighthouse: measured ${page}`);
    }
    return rows;
  });
}

function summarize(runs: LighthouseNumbers[]): LighthouseNumbers {
  const m = (pick: (r: LighthouseNumbers) => number) => median(runs.map(pick));
  const types = ['document', 'stylesheet', 'script', 'image', 'font', 'total'] as const;
  return {
    score: m((r) => r.score),
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: m((r) => r.cls),
    bytes: Object.fromEntries(types.map((t) => [t, m((r) => r.bytes[t] ?? 0)])) as LighthouseNumbers['bytes'],
  };
}

export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  return formatTable(
    ['page', 'html', 'css', 'js', 'img', 'total', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'floor LCP', 'LCP/floor'],
    rows.map((r) => [
      r.page,
      kb(r.page_.bytes.document),
      kb(r.page_.bytes.stylesheet),
      kb(r.page_.bytes.script),
      kb(r.page_.bytes.image),
      kb(r.page_.bytes.total),
      String(Math.round(r.page_.score * 100)),
      ms(r.page_.fcp),
      ms(r.page_.lcp),
      ms(r.page_.tbt),
      r.page_.cls.toFixed(3),
      ms(r.floor.lcp),
      r.lcpRatio.toFixed(2),
    ]),
  );
}

export const ms = (n: number) => String(Math.round(n));

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function formatTable(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(header), ...lines.map(fmt)].join('\n');
}
