import fs from 'node:fs';
import { contentHash } from './files';

const known = new Map<string, { size: number; mtimeMs: number; hash: string }>();

/**
 * The contentHash of a media source file, which names its published address and its cached
 * variants or clip. A phone's clip is tens of megabytes, so each file is read once for all of
 * them, and in a process that builds again and again (the dev server) not read again while its
 * size and modification time stay the same.
 */
export function sourceHash(file: string): string {
  const { size, mtimeMs } = fs.statSync(file);
  const seen = known.get(file);
  if (seen && seen.size === size && seen.mtimeMs === mtimeMs) return seen.hash;
  const hash = contentHash(fs.readFileSync(file));
  known.set(file, { size, mtimeMs, hash });
  return hash;
}
