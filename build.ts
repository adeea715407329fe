import path from 'node:path';
import { buildSite } from './src/prerender/buildSite';
import { formatSizeTable } from './src/prerender/sizeReport';
import { ContentError, ContentErrors } from './src/content/ContentError';
import { MissingFfmpegError } from './src/media/video/ffmpeg';
import { contentDirFrom } from './src/content/contentDir';

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

main().catch((error: unknown) => {
  const explained = error instanceof ContentErrors || error instanceof ContentError || error instanceof MissingFfmpegError;
  console.error(explained ? error.message : error);
  console.error('build failed: dist/ was left as it was.');
  process.exit(1);
});
