/**
 * Total blocking time, held against the page's floor in the same run.
 *
 * On the low-tier phone (×6–10 on this machine kind, as its speed stands) Lighthouse's simulated
 * TBT multiplies every task the browser runs, its own included. The floor, a bare page holding only
 * the page's largest element, measured 0, 27, 39, 71, 74, 77, 78, 78, 128, 223 and 410 ms in eleven
 * runs on a quiet machine (the new window's V8 context, a stray garbage collection of the tab's last
 * page, each multiplied). A fixed TBT ≤ 100 ms cannot hold even for the floor, so the budget is
 * the blocking time a page adds beyond its floor's.
 *
 * Each side is the best of its runs. Another process on a 2-core machine only ever lengthens a
 * task, and Lighthouse multiplies that too: with tests running beside them, /inox-solucoes-sanitarias/
 * measured 575 / 809 / 61 ms and its floor 73 / 62 / 834, medians 502 ms apart, best 1 ms apart.
 * Work the page itself adds is in every run, the best included, so it still fails the gate.
 *
 * A floor blocks 0 ms or more, so a page whose best run is within the budget on its own is within
 * it beside any floor: its floor is not run (floorNeeded), which leaves the verdict as it was.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The blocking time a page may add to its floor's on the low-tier phone. */
export const BLOCKING_BEYOND_FLOOR_MS = 100;

export interface BlockingRow {
  page: string;
  pageRuns: number[];
  /** None when the floor was not needed (floorNeeded). */
  floorRuns: number[];
  pageBest: number;
  floorBest?: number;
  /** Without the floor's runs, the most it can be: the page's best. */
  beyondFloor: number;
  budget: number;
  withinBudget: boolean;
}

/** Whether the page's floor must be run: only when the page's best run is over the budget on its own. */
export function floorNeeded(pageRuns: number[], budget = BLOCKING_BEYOND_FLOOR_MS): boolean {
  return Math.min(...pageRuns) > budget;
}

/** The TBT of every run Lighthouse CI saved in `dir` for pages served on `port`, by path. */
export function pageRunsFrom(dir: string, port: number): Map<string, number[]> {
  const runs = new Map<string, number[]>();
  // Sorted: Lighthouse CI names each run by its start time.
  for (const file of fs.readdirSync(dir).filter((name) => /^lhr-.*\.json$/.test(name)).sort()) {
    const lhr = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      requestedUrl: string;
      audits: Record<string, { numericValue?: number }>;
    };
    const url = new URL(lhr.requestedUrl);
    if (Number(url.port) !== port) continue;
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    if (tbt === undefined) throw new Error(`${file}: no total-blocking-time for ${lhr.requestedUrl}`);
    runs.set(url.pathname, [...(runs.get(url.pathname) ?? []), tbt]);
  }
  return runs;
}

export function blockingBeyondFloor(
  pages: string[],
  pageRuns: Map<string, number[]>,
  floorRuns: Map<string, number[]>,
  budget = BLOCKING_BEYOND_FLOOR_MS,
): BlockingRow[] {
  return pages.map((page) => {
    const ofPage = pageRuns.get(page);
    const ofFloor = floorRuns.get(page) ?? [];
    if (!ofPage?.length) throw new Error(`${page}: no Lighthouse runs for the page`);
    const pageBest = Math.min(...ofPage);
    if (ofFloor.length === 0) {
      if (floorNeeded(ofPage, budget)) throw new Error(`${page}: no runs of its floor, which its best run (${pageBest.toFixed(0)} ms) needs`);
      return { page, pageRuns: ofPage, floorRuns: [], pageBest, beyondFloor: pageBest, budget, withinBudget: true };
    }
    const floorBest = Math.min(...ofFloor);
    const beyondFloor = Math.max(0, pageBest - floorBest);
    return { page, pageRuns: ofPage, floorRuns: ofFloor, pageBest, floorBest, beyondFloor, budget, withinBudget: beyondFloor <= budget };
  });
}

export function formatBlockingTable(rows: BlockingRow[]): string {
  const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(' / ');
  const lines = rows.map((row) => {
    const floor = row.floorBest === undefined ? ['not needed', '', `at most ${row.beyondFloor.toFixed(0)}`] : [runs(row.floorRuns), row.floorBest.toFixed(0), row.beyondFloor.toFixed(0)];
    return `| ${row.page} | ${runs(row.pageRuns)} | ${floor[0]} | ${row.pageBest.toFixed(0)} | ${floor[1]} | ${floor[2]} | ${row.withinBudget ? 'ok' : `over ${row.budget}`} |`;
  });
  return ['| page | page TBT runs | floor TBT runs | page best | floor best | beyond floor | |', '|---|---|---|---|---|---|---|', ...lines].join('\n');
}
