import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenInteracted } from './whenInteracted';

afterEach(() => {
  document.body.innerHTML = '';
});

function box() {
  document.body.innerHTML = '<div id="box"><label>Nome <input id="nome"></label></div><button id="outside">x</button>';
  return document.getElementById('box')!;
}

describe('whenInteracted', () => {
  it('waits for the first focus inside, then starts once', () => {
    const start = vi.fn();
    whenInteracted(box(), start);
    document.getElementById('outside')!.focus();
    expect(start).not.toHaveBeenCalled();
    document.getElementById('nome')!.focus();
    document.getElementById('outside')!.focus();
    document.getElementById('nome')!.focus();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on a touch or a pointer over the box', () => {
    for (const type of ['pointerdown', 'pointerover']) {
      const start = vi.fn();
      const target = box();
      whenInteracted(target, start);
      target.querySelector('label')!.dispatchEvent(new PointerEvent(type, { bubbles: true }));
      expect(start, type).toHaveBeenCalledTimes(1);
    }
  });

  it('starts at once when focus is already inside (the visitor got there first)', () => {
    const target = box();
    document.getElementById('nome')!.focus();
    const start = vi.fn();
    whenInteracted(target, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
