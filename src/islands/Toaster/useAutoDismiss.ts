import { useEffect, useRef } from 'react';
import { createCountdown, type Countdown } from './countdown';

/** Calls `onExpire` after `durationMs` of unpaused time. */
export function useAutoDismiss(durationMs: number, paused: boolean, onExpire: () => void): void {
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const countdown = useRef<Countdown | null>(null);
  useEffect(() => {
    const created = createCountdown(durationMs, () => expire.current());
    countdown.current = created;
    return () => created.stop();
  }, [durationMs]);
  useEffect(() => {
    if (paused) countdown.current?.pause();
    else countdown.current?.resume();
  }, [paused, durationMs]);
}
