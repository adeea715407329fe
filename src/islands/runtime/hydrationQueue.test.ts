// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHydrationQueue } from './hydrationQueue';

describe('the hydration queue', () => {
  it('runs one job at a time; one a visitor reaches for goes before those waiting', async () => {
    vi.useFakeTimers();
    const queue = createHydrationQueue();
    const order: string[] = [];
    let finishFirst: (() => void) | undefined;
    queue.add(() => new Promise<void>((resolve) => (finishFirst = () => (order.push('first'), resolve()))));
    await vi.runAllTimersAsync();
    expect(finishFirst).toBeTypeOf('function');
    queue.add(async () => void order.push('later'));
    queue.add(async () => void order.push('urgent'), true);
    // Every yield between jobs has run: the others still wait for the first.
    await vi.runAllTimersAsync();
    expect(order).toEqual([]);
    finishFirst!();
    await vi.runAllTimersAsync();
    expect(order).toEqual(['first', 'urgent', 'later']);
    vi.useRealTimers();
  });

  it('goes on after a job that failed (an island whose code did not come), and says why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createHydrationQueue();
    const ran: string[] = [];
    const lost = new Error('chunk did not load');
    queue.add(() => Promise.reject(lost));
    queue.add(async () => void ran.push('next island'));
    await vi.waitFor(() => expect(ran).toEqual(['next island']));
    expect(logged).toHaveBeenCalledWith(lost);
    logged.mockRestore();
  });
});
