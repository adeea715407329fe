import { useEffect } from 'react';

/**
 * Calls `advance` after `ms` while `running`. The wait starts again whenever `index` changes,
 * so a slide a visitor chose (a dot, a swipe) stays its full time too.
 */
export function useAutoAdvance(running: boolean, ms: number, index: number, advance: () => void): void {
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(advance, ms);
    return () => clearTimeout(timer);
  }, [running, ms, index, advance]);
}
