import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHistoryLayer } from './useHistoryLayer';

function Layer({ active, onBack }: { active: boolean; onBack: () => void }) {
  useHistoryLayer(active, onBack);
  return null;
}

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

afterEach(() => {
  history.replaceState(null, '');
});

describe('useHistoryLayer', () => {
  it('adds a history entry while active; going back past it calls onBack', async () => {
    const onBack = vi.fn();
    const before = history.state as unknown;
    render(<Layer active onBack={onBack} />);
    expect(history.state).toMatchObject({ orlaLayer: 1 });
    const back = popped();
    history.back();
    await back;
    // Back lands on the entry that was current before the layer opened: the layer pushed its own.
    expect(history.state).toEqual(before);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('closed any other way, it takes its entry back off the history and does not call onBack', async () => {
    const onBack = vi.fn();
    const { rerender } = render(<Layer active onBack={onBack} />);
    expect(history.state).toMatchObject({ orlaLayer: 1 });
    const back = popped();
    rerender(<Layer active={false} onBack={onBack} />);
    await back;
    expect(history.state?.orlaLayer ?? 0).toBe(0);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('a layer over a layer: back closes the top one only', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { unmount } = render(
      <>
        <Layer active onBack={outer} />
        <Layer active onBack={inner} />
      </>,
    );
    expect(history.state).toMatchObject({ orlaLayer: 2 });
    const back = popped();
    history.back();
    await back;
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    const last = popped();
    unmount();
    await last;
    expect(outer).not.toHaveBeenCalled();
  });
});
