import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyIntent } from './earlyIntent';

afterEach(() => {
  delete window.__intents;
});

describe('takeEarlyIntent', () => {
  it('says whether the control was clicked early, once, and leaves other controls\' clicks queued in the same array', () => {
    const gallery = document.createElement('a');
    const other = document.createElement('a');
    const queue = [gallery, other, gallery];
    window.__intents = queue;
    expect(takeEarlyIntent(gallery)).toBe(true);
    expect(takeEarlyIntent(gallery)).toBe(false);
    // The boot script's fallback timer holds this very array: it must see the click taken.
    expect(queue).toEqual([other]);
  });

  it('is false when nothing was clicked before the page\'s code ran', () => {
    expect(takeEarlyIntent(document.createElement('a'))).toBe(false);
  });
});
