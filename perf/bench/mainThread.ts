import type { Browser } from 'playwright-core';
import { openPhone } from '../lab/phone';

/** What one cold load costs the main thread, from navigation to `load` plus SETTLE_MS. */
export interface MainThreadNumbers {
  /** All of the page's main-thread task time. */
  taskMs: number;
  styleMs: number;
  layoutMs: number;
  scriptMs: number;
  /** The longest task that started after the first contentful paint. */
  longestAfterFcpMs: number;
  /** Every task after the first contentful paint, past its first 50 ms, summed (Lighthouse's TBT, to the end of the window). */
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
}

/** How long after `load` the window runs: late code, hydration and anything scheduled after them. */
const SETTLE_MS = 6000;

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading'];
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set(['Layout']);
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.GCScavenger', 'MajorGC', 'MinorGC']);
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } };
}

// Paint and layout-shift entries as the page records them, for the numbers the trace does not name plainly.
const VITALS = `(() => {
  const vitals = (window.__vitals = { lcp: 0, cls: 0 });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) vitals.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) vitals.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** Loads `url` cold on the phone slowed `cpuRate` times, traces it, and sums the main thread's work. */
export async function measureMainThread(browser: Browser, url: string, cpuRate: number): Promise<MainThreadNumbers> {
  const phone = await openPhone(browser, cpuRate);
  try {
    await phone.page.addInitScript(VITALS);
    await browser.startTracing(phone.page, { categories: CATEGORIES });
    await phone.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await phone.page.waitForTimeout(SETTLE_MS);
    const vitals = (await phone.page.evaluate('window.__vitals')) as { lcp: number; cls: number };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { ...summarizeTrace(trace.traceEvents), lcpMs: vitals.lcp, cls: vitals.cls };
  } finally {
    await phone.close();
  }
}

function summarizeTrace(events: TraceEvent[]): Omit<MainThreadNumbers, 'lcpMs' | 'cls'> {
  // The renderer's main thread is the one that painted the page's first content.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid)?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const tasks = outermost(onMain.filter((e) => TASK.has(e.name) && e.ts >= start));
  const afterFcp = tasks.filter((e) => e.ts >= fcp.ts);
  const ms = (us: number) => us / 1000;
  return {
    taskMs: ms(sum(tasks.map((e) => e.dur!))),
    styleMs: ms(coveredTime(onMain.filter((e) => STYLE.has(e.name) && e.ts >= start))),
    layoutMs: ms(coveredTime(onMain.filter((e) => LAYOUT.has(e.name) && e.ts >= start))),
    scriptMs: ms(coveredTime(onMain.filter((e) => SCRIPT.has(e.name) && e.ts >= start))),
    longestAfterFcpMs: ms(Math.max(0, ...afterFcp.map((e) => e.dur!))),
    tbtMs: sum(afterFcp.map((e) => Math.max(0, ms(e.dur!) - 50))),
    fcpMs: ms(fcp.ts - start),
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The tasks not run inside another one (the scheduler's task events nest, one name inside the other). */
function outermost(tasks: TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const top: TraceEvent[] = [];
  for (const task of sorted) {
    const last = top.at(-1);
    if (!last || task.ts >= last.ts + last.dur!) top.push(task);
  }
  return top;
}

/** The time covered by a set of intervals, each instant counted once (trace events nest). */
function coveredTime(events: TraceEvent[]): number {
  const spans = events.map((e) => [e.ts, e.ts + e.dur!] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}
