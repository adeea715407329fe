export interface Countdown {
  resume: () => void;
  pause: () => void;
  stop: () => void;
}

/** A countdown that can pause and pick up where it left off, so a paused toast keeps its remaining time. */
export function createCountdown(durationMs: number, onDone: () => void): Countdown {
  let remaining = durationMs;
  let runningSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    resume() {
      if (runningSince !== null || remaining <= 0) return;
      runningSince = Date.now();
      timer = setTimeout(() => {
        runningSince = null;
        remaining = 0;
        onDone();
      }, remaining);
    },
    pause() {
      if (runningSince === null) return;
      clearTimeout(timer);
      remaining -= Date.now() - runningSince;
      runningSince = null;
    },
    stop() {
      clearTimeout(timer);
      runningSince = null;
    },
  };
}
