// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blockingBeyondFloor, BLOCKING_BEYOND_FLOOR_MS, floorNeeded, formatBlockingTable, pageRunsFrom } from '../../scripts/lighthouse/blockingBeyondFloor';

const runs = (entries: Record<string, number[]>) => new Map(Object.entries(entries));

describe('the blocking-time gate, page against its floor', () => {
  it('fails a page whose every run blocks more than the budget beyond its floor', () => {
    const over = BLOCKING_BEYOND_FLOOR_MS + 40;
    const [row] = blockingBeyondFloor(['/toldos/'], runs({ '/toldos/': [over + 30, over + 80, over + 10] }), runs({ '/toldos/': [10, 60, 200] }));
    expect(row!.withinBudget).toBe(false);
    expect(row!.beyondFloor).toBe(over);
  });

  it('passes a page whose runs were only lengthened by noise, when its best run is near its floor', () => {
    const [row] = blockingBeyondFloor(['/'], runs({ '/': [575, 809, 61] }), runs({ '/': [73, 62, 834] }));
    expect(row!.withinBudget).toBe(true);
    expect(row!.beyondFloor).toBe(0);
  });

  it('holds a page that blocks exactly the budget beyond its floor', () => {
    const [row] = blockingBeyondFloor(['/'], runs({ '/': [BLOCKING_BEYOND_FLOOR_MS + 20] }), runs({ '/': [20] }));
    expect(row!.withinBudget).toBe(true);
  });

  it('runs no floor for a page whose best run is within the budget on its own, and passes it', () => {
    expect(floorNeeded([BLOCKING_BEYOND_FLOOR_MS + 300, BLOCKING_BEYOND_FLOOR_MS])).toBe(false);
    const [row] = blockingBeyondFloor(['/contato/'], runs({ '/contato/': [BLOCKING_BEYOND_FLOOR_MS + 300, BLOCKING_BEYOND_FLOOR_MS] }), runs({ '/contato/': [] }));
    expect(row).toMatchObject({ withinBudget: true, beyondFloor: BLOCKING_BEYOND_FLOOR_MS, floorRuns: [] });
    expect(formatBlockingTable([row!])).toContain(`| not needed | ${BLOCKING_BEYOND_FLOOR_MS} |  | at most ${BLOCKING_BEYOND_FLOOR_MS} | ok |`);
  });

  it('runs the floor of a page whose every run is over the budget, and will not judge that page without it', () => {
    const over = [BLOCKING_BEYOND_FLOOR_MS + 1, BLOCKING_BEYOND_FLOOR_MS + 50];
    expect(floorNeeded(over)).toBe(true);
    expect(() => blockingBeyondFloor(['/toldos/'], runs({ '/toldos/': over }), runs({}))).toThrow('/toldos/: no runs of its floor');
  });

  it('names the page that has no runs instead of passing it', () => {
    expect(() => blockingBeyondFloor(['/contato/'], runs({}), runs({ '/contato/': [0] }))).toThrow('/contato/');
  });
});

describe("reading Lighthouse CI's saved runs", () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const save = (name: string, url: string, tbt?: number) =>
    fs.writeFileSync(path.join(dir, name), JSON.stringify({ requestedUrl: url, audits: { 'total-blocking-time': tbt === undefined ? {} : { numericValue: tbt } } }));

  it("groups the site's runs by path and leaves other servers' runs out", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lhci-'));
    save('lhr-1.json', 'http://127.0.0.1:9087/toldos/', 120);
    save('lhr-2.json', 'http://127.0.0.1:9087/toldos/', 80);
    save('lhr-3.json', 'http://127.0.0.1:9087/', 40);
    save('lhr-4.json', 'http://127.0.0.1:9088/floor/toldos/', 10);
    fs.writeFileSync(path.join(dir, 'assertion-results.json'), '[]');
    const read = pageRunsFrom(dir, 9087);
    expect(Object.fromEntries(read)).toEqual({ '/toldos/': [120, 80], '/': [40] });
  });

  it('stops on a run without a blocking time, naming its file', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lhci-'));
    save('lhr-9.json', 'http://127.0.0.1:9087/', undefined);
    expect(() => pageRunsFrom(dir, 9087)).toThrow('lhr-9.json');
  });
});
