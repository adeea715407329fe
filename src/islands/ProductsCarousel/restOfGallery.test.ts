// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DRAWN_AROUND, slidesAround } from './restOfGallery';

describe('slidesAround', () => {
  it('is the current slide and its neighbours, wrapping at both ends as the carousel does', () => {
    const total = 100;
    const span = DRAWN_AROUND.before + DRAWN_AROUND.after + 1;
    for (const index of [0, 1, 50, total - 1]) {
      const around = slidesAround(index, total);
      expect(around, `at ${index}`).toHaveLength(span);
      expect(around).toContain(index);
      expect(around).toContain((index + 1) % total);
      expect(around).toContain((index - 1 + total) % total);
      for (const position of around) expect(position >= 0 && position < total).toBe(true);
    }
  });

  it('never names a slide twice in a short carousel', () => {
    expect(slidesAround(0, 2).sort()).toEqual([0, 1]);
  });
});
