/**
 * Runs the tasks handed to it at most `limit` at a time, each as soon as a place frees up, in the
 * order they were handed in. Each call returns the task's own result (or failure).
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`concurrencyLimit: a whole number from 1, not ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        running += 1;
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            waiting.shift()?.();
          });
      };
      if (running < limit) run();
      else waiting.push(run);
    });
}
