import { SingleBar } from 'cli-progress';

/** How the build reports slow work: the media it converts, one step at a time. */
export interface Progress {
  /** A line of its own (the first build filling the media cache). */
  note(line: string): void;
  /** A step with `items` to process, named as the maintainer knows them (`galeria/toldos/IMG_0042.JPG`). */
  step(title: string, items: string[]): ProgressStep;
}

export interface ProgressStep {
  start(item: string): void;
  done(item: string): void;
  end(): void;
}

/** A live bar on a terminal; a few plain lines in CI and when the output is a pipe or a file. */
export function progressFor(stream: NodeJS.WriteStream = process.stdout, env: NodeJS.ProcessEnv = process.env): Progress {
  return stream.isTTY && !env.CI ? liveProgress(stream) : plainProgress((line) => stream.write(`${line}\n`));
}

/** Reports nothing: for callers that show their own output. */
export const silentProgress: Progress = { note: () => {}, step: () => ({ start: () => {}, done: () => {}, end: () => {} }) };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a step knows as it goes: how many are done, which ones are under way, since when. */
class StepState {
  readonly started = Date.now();
  readonly running: string[] = [];
  count = 0;
  constructor(readonly total: number) {}
  start(item: string) {
    this.running.push(item);
  }
  done(item: string) {
    const at = this.running.indexOf(item);
    if (at >= 0) this.running.splice(at, 1);
    this.count += 1;
  }
  /** The oldest item still under way: the one in progress. */
  get current(): string {
    return this.running[0] ?? '';
  }
  get elapsed(): string {
    return seconds(Date.now() - this.started);
  }
  /** What is left, at the pace so far. */
  get remaining(): string {
    const left = ((Date.now() - this.started) / this.count) * (this.total - this.count);
    return `about ${left < 90_000 ? `${Math.ceil(left / 1000)} s` : `${Math.round(left / 60_000)} min`} to go`;
  }
}

/**
 * For a pipe, a file or CI: a line when a step starts, a few as it goes (marksFor), and one when it
 * ends, with the time taken. Each line on the way says how many are done, and about how long the
 * rest will take at the pace so far.
 */
export function plainProgress(write: (line: string) => void): Progress {
  return {
    note: write,
    step(title, items) {
      if (!items.length) return silentProgress.step(title, items);
      const state = new StepState(items.length);
      const marks = marksFor(items.length);
      const listed = items.length < EACH_ITEM_BELOW;
      write(`${title}: ${items.length} to convert${listed ? ` (${items.join(', ')})` : ''}`);
      return {
        start: (item) => state.start(item),
        done(item) {
          state.done(item);
          if (marks.has(state.count) && state.count < state.total) write(`${title}: ${state.count}/${state.total} done in ${state.elapsed}, ${state.remaining} (last: ${item})`);
        },
        end: () => write(`${title}: ${state.count}/${state.total} done in ${state.elapsed}`),
      };
    },
  };
}

/** A step shorter than this (a few clips) gets a line after each item. */
const EACH_ITEM_BELOW = 8;
/** A step this long or longer (a first build's photos) gets a line at each tenth; a shorter one, at each quarter. */
const TENTHS_FROM = 100;

/** After which counts a plain step prints a line: at most nine, however long the step. */
export function marksFor(total: number): Set<number> {
  if (total < EACH_ITEM_BELOW) return new Set(Array.from({ length: total }, (_, i) => i + 1));
  const parts = total >= TENTHS_FROM ? 10 : 4;
  return new Set(Array.from({ length: parts - 1 }, (_, i) => Math.round((total * (i + 1)) / parts)));
}

/** For a terminal: one live bar per step (cli-progress), with the count, the time taken and the item in progress. */
export function liveProgress(stream: NodeJS.WriteStream): Progress {
  return {
    note: (line) => stream.write(`${line}\n`),
    step(title, items) {
      if (!items.length) return silentProgress.step(title, items);
      const state = new StepState(items.length);
      const bar = new SingleBar({
        stream,
        format: `${title} [{bar}] {value}/{total} | {duration_formatted} | {item}`,
        barsize: 20,
        hideCursor: true,
        linewrap: false,
        fps: 5,
      });
      bar.start(items.length, 0, { item: '' });
      return {
        start(item) {
          state.start(item);
          bar.update({ item: state.current });
        },
        done(item) {
          state.done(item);
          bar.update(state.count, { item: state.current });
        },
        end() {
          bar.update(state.count, { item: `done in ${state.elapsed}` });
          bar.stop();
        },
      };
    },
  };
}
