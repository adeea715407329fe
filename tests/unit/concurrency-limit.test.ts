// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../src/media/concurrencyLimit';

/** A task that records when it starts and ends, and finishes when told to. */
function controlledTasks(count: number) {
  const log: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const finish: Array<() => void> = [];
  const tasks = Array.from({ length: count }, (_, i) => () => {
    log.push(`start ${i}`);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<number>((resolve) => {
      finish[i] = () => {
        running -= 1;
        log.push(`end ${i}`);
        resolve(i * 10);
      };
    });
  });
  return { log, tasks, finish, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a concurrency limit', () => {
  it('runs no more than its limit at once, starts the next as one ends, in the order handed in, and returns each result', async () => {
    const { log, tasks, finish, mostAtOnce } = controlledTasks(5);
    const limit = concurrencyLimit(2);
    const results = Promise.all(tasks.map((task) => limit(task)));
    await settle();
    expect(log).toEqual(['start 0', 'start 1']);
    finish[1]!();
    await settle();
    expect(log).toEqual(['start 0', 'start 1', 'end 1', 'start 2']);
    for (const i of [0, 2, 3, 4]) {
      await settle();
      finish[i]!();
    }
    expect(await results).toEqual([0, 10, 20, 30, 40]);
    expect(mostAtOnce()).toBe(2);
  });

  it('passes a task\'s failure to its caller and goes on with the others', async () => {
    const limit = concurrencyLimit(1);
    const failed = limit(() => Promise.reject(new Error('cannot be converted')));
    const thrown = limit(() => {
      throw new Error('thrown before any promise');
    });
    const next = limit(async () => 'next');
    await expect(failed).rejects.toThrow('cannot be converted');
    await expect(thrown).rejects.toThrow('thrown before any promise');
    expect(await next).toBe('next');
  });

  it('refuses a limit that would run nothing', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
  });
});
