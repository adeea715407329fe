// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  anotherRunNeeded,
  blockingBeyondFloor,
  BLOCKING_BEYOND_FLOOR_MS,
  failureOf,
  floorNeeded,
  formatBlockingTable,
  MAX_RUNS,
  MIN_PERFORMANCE_SCORE,
  type PhoneRun,
} from '../../perf/gate/blockingBeyondFloor';

const runs = <T>(entries: Record<string, T[]>) => new Map(Object.entries(entries));
/** Runs of a page that blocked `tbts` ms, each scoring `performance`. */
const blocking = (tbts: number[], performance = 1): PhoneRun[] => tbts.map((tbt) => ({ tbt, performance }));

describe('the main-thread gate, page against its floor', () => {
  it('fails a page whose every run blocks more than the budget beyond its floor, and says so', () => {
    const over = BLOCKING_BEYOND_FLOOR_MS + 40;
    const [row] = blockingBeyondFloor(['/toldos/'], runs({ '/toldos/': blocking([over + 30, over + 80, over + 10]) }), runs({ '/toldos/': [10, 60, 200] }));
    expect(row!.withinBudget).toBe(false);
    expect(row!.beyondFloor).toBe(over);
    expect(failureOf(row!)).toBe(`/toldos/: ${over} ms of blocking time beyond its floor's (budget ${BLOCKING_BEYOND_FLOOR_MS} ms)`);
  });

  it('passes a page whose runs were only lengthened by noise, when its best run is near its floor', () => {
    const [row] = blockingBeyondFloor(['/'], runs({ '/': blocking([575, 809, 61]) }), runs({ '/': [73, 62, 834] }));
    expect(row!.withinBudget).toBe(true);
    expect(row!.beyondFloor).toBe(0);
  });

  it('holds a page that blocks exactly the budget beyond its floor', () => {
    const [row] = blockingBeyondFloor(['/'], runs({ '/': blocking([BLOCKING_BEYOND_FLOOR_MS + 20]) }), runs({ '/': [20] }));
    expect(row!.withinBudget).toBe(true);
  });

  it('fails a page that blocks nothing but scores under the performance budget in every run', () => {
    const low = MIN_PERFORMANCE_SCORE - 0.02;
    const [row] = blockingBeyondFloor(['/toldos/'], runs({ '/toldos/': blocking([0, 0, 0], low) }), runs({}));
    expect(row!.withinBudget).toBe(false);
    expect(failureOf(row!)).toBe(`/toldos/: performance ${low} at best (at least ${MIN_PERFORMANCE_SCORE})`);
  });

  it('runs no floor for a page whose best run is within the budget on its own, and passes it', () => {
    const pageRuns = blocking([BLOCKING_BEYOND_FLOOR_MS + 300, BLOCKING_BEYOND_FLOOR_MS]);
    expect(floorNeeded(pageRuns)).toBe(false);
    const [row] = blockingBeyondFloor(['/contato/'], runs({ '/contato/': pageRuns }), runs({ '/contato/': [] }));
    expect(row).toMatchObject({ withinBudget: true, beyondFloor: BLOCKING_BEYOND_FLOOR_MS, floorRuns: [] });
    expect(formatBlockingTable([row!])).toContain(`| not needed | ${BLOCKING_BEYOND_FLOOR_MS} |  | at most ${BLOCKING_BEYOND_FLOOR_MS} | 1 / 1 | ok |`);
  });

  it('runs the floor of a page whose every run is over the budget, and will not judge that page without it', () => {
    const over = blocking([BLOCKING_BEYOND_FLOOR_MS + 1, BLOCKING_BEYOND_FLOOR_MS + 50]);
    expect(floorNeeded(over)).toBe(true);
    expect(() => blockingBeyondFloor(['/toldos/'], runs({ '/toldos/': over }), runs({}))).toThrow('/toldos/: no runs of its floor');
  });

  it('names the page that has no runs instead of passing it', () => {
    expect(() => blockingBeyondFloor(['/contato/'], runs({}), runs({ '/contato/': [0] }))).toThrow('/contato/');
  });
});

describe('how many runs the gate takes', () => {
  it('stops running a page once one run holds both budgets, since the best run decides', () => {
    expect(anotherRunNeeded(blocking([BLOCKING_BEYOND_FLOOR_MS + 200, BLOCKING_BEYOND_FLOOR_MS]))).toBe(false);
  });

  it('runs a page again while every run so far misses a budget, up to the most it gets', () => {
    expect(anotherRunNeeded(blocking([BLOCKING_BEYOND_FLOOR_MS + 1]))).toBe(true);
    expect(anotherRunNeeded(blocking([0], MIN_PERFORMANCE_SCORE - 0.01))).toBe(true);
    expect(anotherRunNeeded(blocking(Array(MAX_RUNS).fill(BLOCKING_BEYOND_FLOOR_MS + 1)))).toBe(false);
  });
});
