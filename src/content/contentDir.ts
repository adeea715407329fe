import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './ContentError';

/**
 * The folder the `CONTENT_DIR` environment variable names, to build instead of content/ (a copy to
 * try changes on), resolved; `undefined` when it is unset or empty. A folder that is not there stops
 * `npm run build`, `npm run dev` and `npm run captions` at once, naming CONTENT_DIR, instead of
 * reporting every content file missing.
 */
export function contentDirFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const dir = path.resolve(value);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ContentError('CONTENT_DIR', '', `folder ${dir} does not exist: give the folder that holds site.json, products.json and the rest, like CONTENT_DIR=../copia/content`);
  }
  return dir;
}
