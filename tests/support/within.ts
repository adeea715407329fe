/**
 * `step`, or a failure naming `what` once `ms` have passed. A call into a browser (a page's
 * `evaluate()`, a driver's command) has no timeout of its own: if the page stops answering, a test
 * would otherwise wait for its hook's timeout and say nothing of where it stood.
 */
export async function within<T>(ms: number, what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}
