/**
 * Runs hydrations one at a time, in the order they were asked for, yielding to the browser
 * between them: each island is its own task (or tasks; see hydrate.ts), so a tap that comes
 * meanwhile is answered before the next island starts.
 */
export function createHydrationQueue() {
  const waiting: Array<() => Promise<void>> = [];
  let running = false;

  async function drain() {
    running = true;
    while (waiting.length) {
      await yieldToBrowser();
      // An island whose code did not come (a dropped connection) keeps its server HTML; the
      // islands after it still hydrate.
      await waiting.shift()!().catch((error: unknown) => console.error(error));
    }
    running = false;
  }

  return {
    /** Queues `job`; `urgent` jobs (a visitor is reaching for that island) go first. */
    add(job: () => Promise<void>, urgent = false) {
      if (urgent) waiting.unshift(job);
      else waiting.push(job);
      if (!running) void drain();
    },
  };
}

// Chromium's scheduler.yield() resumes ahead of other queued work; elsewhere a macrotask.
const yieldToBrowser = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
