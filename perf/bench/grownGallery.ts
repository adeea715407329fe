import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent } from '../../src/content/loadContent';
import { silentProgress } from '../../src/media/progress';
import { buildSite } from '../../src/prerender/buildSite';

/** A generated photo's size: small enough to build quickly, as wide as the lightbox's 800 px variant. */
const PHOTO = { width: 800, height: 600 };

/** A photo of one flat colour, the `n`th of the bench's (the same bytes for the same `n`, never the same as another's). */
function photo(n: number): Promise<Buffer> {
  const background = { r: (n * 37) % 256, g: (n * 91) % 256, b: Math.floor(n / 256) * 53 % 256 };
  return sharp({ create: { ...PHOTO, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Builds the site with its gallery grown to `total` items: content/ copied, and generated photos
 * added to the products' gallery folders in turn (uncaptioned, as a phone drops them), built the
 * normal way into a folder of its own under .build-cache/, with a media cache of its own that the
 * next bench reuses. Nothing of it is committed. Returns the built site's folder. (Small flat
 * photos, quick to build: what the bench measures is the gallery in the browser. A first build's
 * cost with camera photos is perf/largeGallery/'s to measure.)
 */
export async function buildGrownGallery(root: string, total: number): Promise<string> {
  const contentDir = path.join(root, 'content');
  const content = await loadContent(contentDir);
  const today = content.products.reduce((sum, product) => sum + product.media.length, 0);
  if (total <= today) throw new Error(`BENCH_GALLERY=${total}: the gallery already holds ${today} items; ask for more`);
  const work = path.join(root, '.build-cache', `bench-gallery-${total}`);
  const copy = path.join(work, 'content');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(contentDir, copy, { recursive: true });
  for (let n = 0; n < total - today; n++) {
    const product = content.products[n % content.products.length]!;
    fs.writeFileSync(path.join(copy, 'galeria', product.galleryFolder, `IMG_${String(n + 1).padStart(4, '0')}.jpg`), await photo(n));
  }
  const dist = path.join(work, 'dist');
  console.error(`bench: building the site with ${total} gallery items (${total - today} generated photos) into ${path.relative(root, dist)}/`);
  await buildSite({ root, contentDir: copy, distDir: dist, cacheDir: path.join(work, 'cache'), log: () => {}, progress: silentProgress });
  return dist;
}
