/**
 * Runs one build at a time. Changes that arrive during a build are gathered and built together
 * once it ends; a short quiet period first lets an editor's burst of writes land as one change.
 */
export class RebuildQueue {
  private pending = new Set<string>();
  private requested = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly build: (changed: string[]) => Promise<void>,
    private readonly quietMs = 30,
  ) {}

  /** Asks for a build, noting the file that changed, if any. */
  changed(file?: string): void {
    if (file) this.pending.add(file);
    this.requested = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), this.quietMs);
  }

  private async drain(): Promise<void> {
    this.timer = undefined;
    if (this.running || !this.requested) return;
    const changed = [...this.pending];
    this.pending.clear();
    this.requested = false;
    // `build` reports a failed build itself; this only keeps a bug there from stopping the queue.
    this.running = this.build(changed).catch((error: unknown) => console.error(error)).finally(() => {
      this.running = undefined;
      if (this.requested) void this.drain();
    });
    await this.running;
  }
}
