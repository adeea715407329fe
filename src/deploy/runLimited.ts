/**
 * Runs `task` over `items`, at most `limit` at a time. On the first failure it starts nothing
 * more, waits for the tasks already running, then throws that failure: the caller never goes on
 * while an upload of this batch may still be landing.
 */
export async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}
