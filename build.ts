import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from './src/prerender/buildSite';
import { formatSizeTable } from './src/prerender/sizeReport';
import { ContentError, ContentErrors } from './src/content/ContentError';
import { MissingFfmpegError } from './src/prerender/video/ffmpeg';

async function main() {
  const started = Date.now();
  // The settings `npm run dev` takes (scripts/dev.ts), checked before anything is built; unset or empty, the defaults.
  const sizes = await buildSite({
    root: path.resolve(__dirname),
    contentDir: contentDirFrom(process.env.CONTENT_DIR),
    origin: process.env.SITE_ORIGIN,
    distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined,
  });
  console.log(formatSizeTable(sizes));
  console.log(`built ${sizes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** CONTENT_DIR, a folder to build instead of content/ (a copy to try changes on). */
function contentDirFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const dir = path.resolve(value);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new ContentError('CONTENT_DIR', '', `folder ${dir} does not exist: give the folder that holds site.json, products.json and the rest, like CONTENT_DIR=../copia/content`);
  return dir;
}

main().catch((error: unknown) => {
  const explained = error instanceof ContentErrors || error instanceof ContentError || error instanceof MissingFfmpegError;
  console.error(explained ? error.message : error);
  console.error('build failed: dist/ was left as it was.');
  process.exit(1);
});
