import { afterAll } from 'vitest';

/**
 * Gives jsdom a browser API it lacks, for the calling file's tests only: unit test files share
 * each worker's window (decision 0021), so the stand-in is taken away after the file. Call it at
 * the top of a test file. Where the window already has the API, it is left alone.
 */
export function fillJsdomGap<T extends object>(target: T, name: string, standIn: unknown): void {
  if (name in target) return;
  Object.defineProperty(target, name, { value: standIn, configurable: true, writable: true });
  afterAll(() => void Reflect.deleteProperty(target, name));
}
