import path from 'node:path';
import { buildSite } from './src/build/buildSite';
import { formatSizeTable } from './src/build/sizeReport';
import { ContentErrors } from './src/content/ContentError';

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
  console.error(error instanceof ContentErrors ? error.message : error);
  console.error('build failed: dist/ was left as it was.');
  process.exit(1);
});
