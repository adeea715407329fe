/**
 * The main thread on the phone: total blocking time held against the page's floor in the same
 * run, and Lighthouse's performance score, from runs under real CPU throttling (ci.ts says why).
 *
 * Each side is the best of its runs. Another process on a 2-core machine only ever lengthens a
 * task, and throttling stretches that too; work the page itself adds is in every run, the best
 * included, so it still fails the gate. Under real throttling the floor, a bare page holding only
 * the page's largest element, blocked 0 ms in all six runs of three floors (2026-11-27, ×11.5).
 *
 * A floor blocks 0 ms or more, so a page whose best run is within the budget on its own is within
 * it beside any floor: its floor is not run (floorNeeded). Likewise a page's later runs are taken
 * only while none so far holds both budgets (anotherRunNeeded): a further run could only lower its
 * best blocking time or raise its best score. Either way the verdict is the one every run would
 * have given. A floor that is needed gets all its runs, since each could lower its best.
 */

/** The blocking time a page may add to its floor's on the low-tier phone. */
export const BLOCKING_BEYOND_FLOOR_MS = 100;
/** Lighthouse's performance score a page must reach on the low-tier phone. */
export const MIN_PERFORMANCE_SCORE = 0.95;
/** The most runs a page, or its floor, gets. */
export const MAX_RUNS = 3;

/** One Lighthouse run of a page on the phone. */
export interface PhoneRun {
  /** Total blocking time, ms. */
  tbt: number;
  /** The performance category's score, 0–1. */
  performance: number;
}

export interface BlockingRow {
  page: string;
  pageRuns: PhoneRun[];
  /** None when the floor was not needed (floorNeeded). */
  floorRuns: number[];
  pageBest: number;
  floorBest?: number;
  /** Without the floor's runs, the most it can be: the page's best. */
  beyondFloor: number;
  budget: number;
  bestPerformance: number;
  withinBudget: boolean;
}

/** Whether the page's floor must be run: only when the page's best run is over the budget on its own. */
export function floorNeeded(pageRuns: PhoneRun[], budget = BLOCKING_BEYOND_FLOOR_MS): boolean {
  return Math.min(...pageRuns.map((run) => run.tbt)) > budget;
}

/** Whether a page gets another run: while no run so far holds both budgets on its own, up to MAX_RUNS. */
export function anotherRunNeeded(pageRuns: PhoneRun[]): boolean {
  if (pageRuns.length >= MAX_RUNS) return false;
  return !pageRuns.some((run) => run.tbt <= BLOCKING_BEYOND_FLOOR_MS && run.performance >= MIN_PERFORMANCE_SCORE);
}

export function blockingBeyondFloor(
  pages: string[],
  pageRuns: Map<string, PhoneRun[]>,
  floorRuns: Map<string, number[]>,
  budget = BLOCKING_BEYOND_FLOOR_MS,
): BlockingRow[] {
  return pages.map((page) => {
    const ofPage = pageRuns.get(page);
    const ofFloor = floorRuns.get(page) ?? [];
    if (!ofPage?.length) throw new Error(`${page}: no Lighthouse runs for the page`);
    const pageBest = Math.min(...ofPage.map((run) => run.tbt));
    const bestPerformance = Math.max(...ofPage.map((run) => run.performance));
    const scored = bestPerformance >= MIN_PERFORMANCE_SCORE;
    const row = { page, pageRuns: ofPage, pageBest, budget, bestPerformance };
    if (ofFloor.length === 0) {
      if (floorNeeded(ofPage, budget)) throw new Error(`${page}: no runs of its floor, which its best run (${pageBest.toFixed(0)} ms) needs`);
      return { ...row, floorRuns: [], beyondFloor: pageBest, withinBudget: scored };
    }
    const floorBest = Math.min(...ofFloor);
    const beyondFloor = Math.max(0, pageBest - floorBest);
    return { ...row, floorRuns: ofFloor, floorBest, beyondFloor, withinBudget: scored && beyondFloor <= budget };
  });
}

/** Why a row failed, in a line. */
export function failureOf(row: BlockingRow): string {
  const reasons = [];
  if (row.beyondFloor > row.budget) reasons.push(`${row.beyondFloor.toFixed(0)} ms of blocking time beyond its floor's (budget ${row.budget} ms)`);
  if (row.bestPerformance < MIN_PERFORMANCE_SCORE) reasons.push(`performance ${row.bestPerformance} at best (at least ${MIN_PERFORMANCE_SCORE})`);
  return `${row.page}: ${reasons.join('; ')}`;
}

export function formatBlockingTable(rows: BlockingRow[]): string {
  const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(' / ');
  const lines = rows.map((row) => {
    const floor = row.floorBest === undefined ? ['not needed', '', `at most ${row.beyondFloor.toFixed(0)}`] : [runs(row.floorRuns), row.floorBest.toFixed(0), row.beyondFloor.toFixed(0)];
    const scores = row.pageRuns.map((run) => run.performance).join(' / ');
    return `| ${row.page} | ${runs(row.pageRuns.map((run) => run.tbt))} | ${floor[0]} | ${row.pageBest.toFixed(0)} | ${floor[1]} | ${floor[2]} | ${scores} | ${row.withinBudget ? 'ok' : 'over'} |`;
  });
  return ['| page | page TBT runs | floor TBT runs | page best | floor best | beyond floor | performance | |', '|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}
