import path from 'node:path';
import { buildSite } from './src/prerender/buildSite';
import { formatSizeTable } from './src/prerender/sizeReport';
import { ContentError, ContentErrors } from './src/content/ContentError';
import { MissingFfmpegError } from './src/prerender/video/ffmpeg';

async function main() {
  const started = Date.now();
  const sizes = await buildSite({
    root: path.resolve(__dirname),
    origin: process.env.SITE_ORIGIN,
    distDir: process.env.DIST_DIR && path.resolve(process.env.DIST_DIR),
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
