// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from './countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCountdown', () => {
  it('ends after its duration of running time', () => {
    const done = vi.fn();
    createCountdown(5000, done).resume();
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps the time it had left across a pause', () => {
    const done = vi.fn();
    const countdown = createCountdown(5000, done);
    countdown.resume();
    vi.advanceTimersByTime(3000);
    countdown.pause();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    countdown.resume();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('never ends once stopped, and ignores repeated resumes', () => {
    const done = vi.fn();
    const countdown = createCountdown(5000, done);
    countdown.resume();
    countdown.resume();
    vi.advanceTimersByTime(5000);
    expect(done).toHaveBeenCalledTimes(1);
    const stopped = createCountdown(5000, done);
    stopped.resume();
    stopped.stop();
    vi.advanceTimersByTime(10_000);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
