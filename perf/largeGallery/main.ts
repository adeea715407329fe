import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cameraPhoto } from './cameraPhoto';

/**
 * Drops generated phone photos into the product folders of a content directory, as a maintainer
 * would after a year of jobs: `npx ts-node perf/largeGallery/main.ts --per-folder 100` writes 100
 * 12-megapixel JPEGs (`IMG_<date>_<time>.jpg`, uncaptioned) into each folder of content/galeria/
 * that already holds media. For measuring the build at that size: run it in a scratch copy, never
 * commit what it writes.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      'per-folder': { type: 'string', default: '100' },
      content: { type: 'string', default: 'content' },
      folders: { type: 'string' },
    },
  });
  const perFolder = Number(values['per-folder']);
  if (!Number.isInteger(perFolder) || perFolder < 1) throw new Error(`--per-folder: a whole number from 1, not ${values['per-folder']}`);
  const gallery = path.resolve(values.content, 'galeria');
  const folders = values.folders ? values.folders.split(',') : foldersWithMedia(gallery);
  const jobs = folders.flatMap((folder, f) => Array.from({ length: perFolder }, (_, i) => ({ file: path.join(gallery, folder, phoneName(f, i)), seed: f * 100_000 + i + 1 })));
  const started = Date.now();
  let written = 0;
  let bytes = 0;
  // One photo a core: the pixels are drawn in JavaScript, the JPEG encoded by libvips.
  const next = async (): Promise<void> => {
    const job = jobs.shift();
    if (!job) return;
    const photo = await cameraPhoto(job.seed, { portrait: job.seed % 4 === 0 });
    fs.writeFileSync(job.file, photo);
    written += 1;
    bytes += photo.length;
    if (written % 20 === 0 || !jobs.length) console.log(`${written} photos written (${(bytes / 1e6).toFixed(0)} MB) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return next();
  };
  await Promise.all([next(), next()]);
  console.log(`${folders.length} folders (${folders.join(', ')}): ${perFolder} photos each, ${(bytes / written / 1e6).toFixed(1)} MB a photo on average`);
}

/** The folders a maintainer has already put photos or clips in (not one that holds only a LEIA-ME). */
function foldersWithMedia(gallery: string): string[] {
  return fs
    .readdirSync(gallery, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.readdirSync(path.join(gallery, entry.name)).some((name) => /\.(jpe?g|png|webp|avif|heic|heif|mp4|mov)$/i.test(name)))
    .map((entry) => entry.name);
}

/** A phone's name for the i-th photo of the f-th folder: a date and a time, one second apart. */
function phoneName(f: number, i: number): string {
  const taken = new Date(Date.UTC(2025, f, 10, 10, 0, 0) + i * 1000);
  const stamp = taken.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `IMG_${stamp}.jpg`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
