import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const contentHash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Writes `data` as `<dir>/<name>-<hash>.<ext>` and returns its URL path. */
export function writeHashed(outdir: string, dir: string, name: string, ext: string, data: string | Buffer): string {
  const rel = `${dir}/${name}-${contentHash(data)}.${ext}`;
  writeFile(path.join(outdir, rel), data);
  return `/${rel}`;
}

export function writeFile(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** Copies a folder, leaving out files `skip` rejects. */
export function copyDir(from: string, to: string, skip: (name: string) => boolean = () => false): void {
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, to, { recursive: true, filter: (src) => !skip(path.basename(src)) });
}
