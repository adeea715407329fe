import fs from 'node:fs';
import path from 'node:path';
import { CAPTIONS_FILE, readCaptionsFile, writeCaptionsFile } from './captionsFile';
import type { GalleryFile, MediaItem } from './media';
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

/** How many of a caption file's uncaptioned files the build names; the rest it counts. */
export const NAMED_PER_CAPTIONS_FILE = 3;

/**
 * What the build prints about uncaptioned files, grouped by the caption file to edit: each file
 * with the generic alt it has meanwhile while there are few, else the count and the first few
 * names, so 3 files or 3,000 read in a screenful. Nothing when every file has a caption.
 */
export function uncaptionedNotice(items: Uncaptioned[]): string | undefined {
  if (!items.length) return undefined;
  const lines = [
    `note: ${items.length === 1 ? '1 gallery file has' : `${items.length} gallery files have`} no caption, so the site describes ${items.length === 1 ? 'it' : 'them'} only generically.`,
    'Write what each one shows in its caption file (`npm run captions` adds the empty entries for you):',
  ];
  for (const captionsFile of new Set(items.map((item) => item.captionsFile))) {
    const group = items.filter((each) => each.captionsFile === captionsFile);
    lines.push(`  ${captionsFile}: ${group.length === 1 ? '1 file' : `${group.length} files`}`);
    // "and 1 more" would take the line its name needs.
    const named = group.length <= NAMED_PER_CAPTIONS_FILE + 1 ? group : group.slice(0, NAMED_PER_CAPTIONS_FILE);
    for (const item of named) lines.push(`    ${path.basename(item.file)}: now "${item.alt}"`);
    if (named.length < group.length) lines.push(`    and ${group.length - named.length} more: \`npm run captions\` adds an entry for each and lists them all`);
  }
  return lines.join('\n');
}

/**
 * Adds an empty entry for each uncaptioned file to its folder's caption file (created if absent),
 * after the entries already there, which stay as they are (a `"$comment"` note too, first). The file
 * is written in the editor's shape, a list (one in the first shape, a map, is converted once).
 * Returns what it added, by caption file.
 */
export function addMissingCaptions(contentDir: string, items: Uncaptioned[]): Map<string, string[]> {
  const added = new Map<string, string[]>();
  for (const captionsFile of new Set(items.map((item) => item.captionsFile))) {
    const relDir = path.dirname(captionsFile).replace(/^content\//, '');
    const dir = path.join(contentDir, relDir);
    const { entries, note } = readCaptionsFile(dir, relDir);
    const names = items.filter((item) => item.captionsFile === captionsFile).map((item) => path.basename(item.file));
    const fresh = names.filter((name) => !entries.some((entry) => entry.arquivo === name));
    if (!fresh.length) continue;
    writeCaptionsFile(dir, [...entries, ...fresh.map((arquivo) => ({ tipo: 'foto' as const, arquivo, legenda: '' }))], note);
    added.set(captionsFile, fresh);
  }
  return added;
}

/** A line of a caption file whose media file is no longer in its folder: deleted in the editor's media library. */
export interface StaleCaption {
  captionsFile: string;
  file: string;
}

/** Every line of the products' caption files (the editor's shape) naming a file their folder no longer has. */
export function staleCaptions(contentDir: string, products: Array<Pick<Product, 'galleryFolder'>>): StaleCaption[] {
  return products.flatMap(({ galleryFolder }) => {
    const relDir = `galeria/${galleryFolder}`;
    const dir = path.join(contentDir, relDir);
    const { entries, shape } = readCaptionsFile(dir, relDir);
    if (shape !== 'list') return [];
    return entries
      .filter((entry) => !fs.existsSync(path.join(dir, entry.arquivo)))
      .map((entry) => ({ captionsFile: `content/${relDir}/${CAPTIONS_FILE}`, file: entry.arquivo }));
  });
}

/** What the build prints about them: nothing when there are none. */
export function staleCaptionsNotice(stale: StaleCaption[]): string | undefined {
  if (!stale.length) return undefined;
  return [
    'note: these captions are for files no longer in their gallery (deleted), so the site leaves them out; remove their lines (`npm run captions` does):',
    ...stale.map((each) => `  ${each.captionsFile}: ${each.file}`),
  ].join('\n');
}

/** Removes the lines of `stale` from their caption files. Returns how many it removed. */
export function removeStaleCaptions(contentDir: string, stale: StaleCaption[]): number {
  for (const captionsFile of new Set(stale.map((each) => each.captionsFile))) {
    const relDir = path.dirname(captionsFile).replace(/^content\//, '');
    const dir = path.join(contentDir, relDir);
    const { entries, note } = readCaptionsFile(dir, relDir);
    const gone = new Set(stale.filter((each) => each.captionsFile === captionsFile).map((each) => each.file));
    writeCaptionsFile(dir, entries.filter((entry) => !gone.has(entry.arquivo)), note);
  }
  return stale.length;
}
