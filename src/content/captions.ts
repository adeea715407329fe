import fs from 'node:fs';
import path from 'node:path';
import { CAPTIONS_FILE, readCaptionsFile, type GalleryFile, type MediaItem } from './media';
import { NOTE_KEY } from './readJson';
import type { Product } from './types';

/** The generic descriptions `content/ui.json` gives an uncaptioned photo and video: "{product}" and "{n}" filled in. */
export interface GenericAlt {
  image: string;
  video: string;
}

/**
 * Gives each gallery file its text alternative: its own caption, or else a generic one that is true
 * of it (the product's name and its number in the gallery). Never another picture's description.
 */
export function withAlt(productName: string, files: GalleryFile[], generic: GenericAlt): MediaItem[] {
  return files.map((file, i) => ({
    ...file,
    alt: file.caption ?? generic[file.tipo].replaceAll('{product}', productName).replaceAll('{n}', String(i + 1)),
  }));
}

export interface Uncaptioned {
  /** The media file, under content/. */
  file: string;
  /** Its folder's caption file, under content/. */
  captionsFile: string;
  /** The generic alt it has meanwhile. */
  alt: string;
}

/** Every gallery file without a caption, in the products' and folders' order. */
export function uncaptionedMedia(products: Array<Pick<Product, 'galleryFolder' | 'media'>>): Uncaptioned[] {
  return products.flatMap((product) =>
    product.media
      .filter((item) => item.caption === null)
      .map((item) => ({ file: `content/${item.file}`, captionsFile: `content/galeria/${product.galleryFolder}/${CAPTIONS_FILE}`, alt: item.alt })),
  );
}

/** What the build prints about uncaptioned files: each one, grouped by the caption file to edit. Nothing when every file has a caption. */
export function uncaptionedNotice(items: Uncaptioned[]): string | undefined {
  if (!items.length) return undefined;
  const lines = [
    `note: ${items.length === 1 ? '1 gallery file has' : `${items.length} gallery files have`} no caption, so the site describes ${items.length === 1 ? 'it' : 'them'} only generically.`,
    'Write what each one shows in its caption file (`npm run captions` adds the empty entries for you):',
  ];
  for (const captionsFile of new Set(items.map((item) => item.captionsFile))) {
    lines.push(`  ${captionsFile}`);
    for (const item of items.filter((each) => each.captionsFile === captionsFile)) lines.push(`    ${path.basename(item.file)}: now "${item.alt}"`);
  }
  return lines.join('\n');
}

/**
 * Adds an empty entry for each uncaptioned file to its folder's caption file (created if absent),
 * after the entries already there, which stay as they are (a `"$comment"` note too, first). Returns what it added, by caption file.
 */
export function addMissingCaptions(contentDir: string, items: Uncaptioned[]): Map<string, string[]> {
  const added = new Map<string, string[]>();
  for (const captionsFile of new Set(items.map((item) => item.captionsFile))) {
    const relDir = path.dirname(captionsFile).replace(/^content\//, '');
    const { captions, note } = readCaptionsFile(path.join(contentDir, relDir), relDir);
    const names = items.filter((item) => item.captionsFile === captionsFile).map((item) => path.basename(item.file));
    const fresh = names.filter((name) => !(name in captions));
    if (!fresh.length) continue;
    for (const name of fresh) captions[name] = '';
    const written = note === undefined ? captions : { [NOTE_KEY]: note, ...captions };
    fs.writeFileSync(path.join(contentDir, relDir, CAPTIONS_FILE), `${JSON.stringify(written, null, 2)}\n`);
    added.set(captionsFile, fresh);
  }
  return added;
}
