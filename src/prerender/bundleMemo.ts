import fs from 'node:fs';
import path from 'node:path';
import type { PageIslands, PageScripts } from './bundleClient';
import type { ServerBundle } from './bundleServer';
import { copyDir } from '../media/files';

/**
 * The dev server's memory of the last bundles, so a build after a content-only change renders
 * and writes pages without bundling the code again. It must be told when a source file changes.
 */
export class BundleMemo {
  private server: Promise<ServerBundle> | undefined;
  private client: { key: string; dir: string; scripts: Record<string, PageScripts> } | undefined;

  constructor(private readonly cacheDir: string) {}

  /** Forgets the bundles: the code they were made from has changed. */
  sourcesChanged(): void {
    this.server = undefined;
    this.dropClient();
  }

  serverBundle(make: () => Promise<ServerBundle>): Promise<ServerBundle> {
    const made = (this.server ??= make());
    made.catch(() => {
      if (this.server === made) this.server = undefined;
    });
    return made;
  }

  /** The client bundle for these pages' islands, bundled only when they differ from last time, copied into `outdir`. */
  async clientBundle(
    pages: Record<string, PageIslands>,
    outdir: string,
    make: (dir: string) => Promise<Record<string, PageScripts>>,
  ): Promise<Record<string, PageScripts>> {
    const key = JSON.stringify(pages);
    if (this.client?.key !== key) {
      this.dropClient();
      fs.mkdirSync(this.cacheDir, { recursive: true });
      const dir = fs.mkdtempSync(path.join(this.cacheDir, 'client-'));
      try {
        this.client = { key, dir, scripts: await make(dir) };
      } catch (error) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
    copyDir(this.client.dir, outdir);
    return this.client.scripts;
  }

  private dropClient(): void {
    if (this.client) fs.rmSync(this.client.dir, { recursive: true, force: true });
    this.client = undefined;
  }
}
