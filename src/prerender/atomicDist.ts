import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds into a fresh folder beside `dist/` and swaps it in only when `work` succeeds, so a
 * failed build leaves the previous `dist/` exactly as it was.
 */
export async function buildAtomically<T>(dist: string, work: (staging: string) => Promise<T>): Promise<T> {
  const parent = path.dirname(dist);
  const staging = fs.mkdtempSync(path.join(parent, '.dist-new-'));
  try {
    const result = await work(staging);
    const old = `${staging.replace('.dist-new-', '.dist-old-')}`;
    if (fs.existsSync(dist)) fs.renameSync(dist, old);
    fs.renameSync(staging, dist);
    fs.rmSync(old, { recursive: true, force: true });
    return result;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
