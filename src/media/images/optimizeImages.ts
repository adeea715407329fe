import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageAsset, SiteContent } from '../../content/types';
import { ContentError } from '../../content/ContentError';
import { slug } from '../../content/mediaFormats';
import { decodeImage, pixels, type DecodedImage } from '../../content/imageSource';
import { palette } from '../../theme/palette';
import { concurrencyLimit } from '../concurrencyLimit';
import { contentHash } from '../files';
import { sourceHash } from '../sourceHash';
import { silentProgress, type Progress } from '../progress';
import { FALLBACK_FORMAT, FALLBACK_WIDTH, VARIANT_FORMATS, widthsFor, type VariantFormat } from './variants';

const PAGE_BACKGROUND = palette.paper;

/**
 * Photos converted at once (libvips spreads each one over the cores): a few at a time, so each
 * finishes in turn, the progress counts steadily, and memory holds a few photos, not every one
 * (all at once, a first build held each of its 400 camera photos until nearly the end).
 */
export const IMAGES_AT_ONCE = Math.max(2, os.availableParallelism());

export interface ImagePipelineOptions {
  contentDir: string;
  /** Where the variants are written, as `assets/img/<folder>-<width>-<hash>.<ext>` (variantBase says why not the file's name). */
  outDir: string;
  /** Variants already made, by source hash: a rebuild with unchanged media only copies them. */
  cacheDir: string;
  /** Told of each image that has a variant or its placeholder still to make (not of those in the cache). */
  progress?: Progress;
}

/**
 * Gives every image the pages show its AVIF and WebP variants at a few widths, a JPEG for the
 * oldest browsers and a dominant colour placeholder, and returns the content with those assets in
 * place.
 */
export async function optimizeImages(content: SiteContent, options: ImagePipelineOptions): Promise<SiteContent> {
  fs.mkdirSync(options.cacheDir, { recursive: true });
  const assets = new Map([...Object.values(content.images), ...content.products.flatMap((product) => product.media.map((item) => item.image))].map((asset) => [asset.file, asset]));
  const plans = new Map([...assets.values()].map((asset) => [asset.file, planOf(asset, options)]));
  checkVariantNames(plans);
  // A frame the build took from a clip is named after the clip.
  const label = (asset: ImageAsset) => (asset.source ? `${asset.file} (its poster)` : asset.file);
  const pending = [...plans].filter(([, plan]) => !plan.cached).map(([file]) => label(assets.get(file)!));
  const step = (options.progress ?? silentProgress).step('images', pending);
  const done = new Map<string, Promise<ImageAsset>>();
  const convert = concurrencyLimit(IMAGES_AT_ONCE);
  const optimize = (asset: ImageAsset) => {
    if (!done.has(asset.file)) {
      const plan = plans.get(asset.file)!;
      done.set(
        asset.file,
        plan.cached
          ? optimizeOne(asset, plan, options)
          : convert(async () => {
              step.start(label(asset));
              const result = await optimizeOne(asset, plan, options);
              step.done(label(asset));
              return result;
            }),
      );
    }
    return done.get(asset.file)!;
  };
  const images = Object.fromEntries(
    await Promise.all(Object.entries(content.images).map(async ([file, asset]) => [file, await optimize(asset)] as const)),
  );
  const products = await Promise.all(
    content.products.map(async (product) => ({
      ...product,
      media: await Promise.all(product.media.map(async (item) => ({ ...item, image: await optimize(item.image) }))),
    })),
  );
  step.end();
  return { ...content, images, products };
}

/** What an image's variants are named by, and whether every one of them (and its placeholder) is in the cache already. */
interface Plan {
  hash: string;
  /** Its variants are `<base>-<width>-<hash>`. */
  name: { base: string; hash: string };
  cached: boolean;
}

function planOf(asset: ImageAsset, options: ImagePipelineOptions): Plan {
  const hash = sourceHash(sourceFileOf(asset, options));
  // One name hash for all the variants of an image (source and every setting), not one per file:
  // a page's srcsets then repeat one hash, which gzip shares, instead of eight it cannot.
  const name = { base: variantBase(asset.file), hash: contentHash(`${hash}:${JSON.stringify(VARIANT_FORMATS)}`).slice(0, 8) };
  const keys = VARIANT_FORMATS.flatMap((format) => widthsFor(asset.width).map((width) => `${variantKey(hash, width, format)}.${format.ext}`));
  const fallback = `${variantKey(hash, fallbackWidth(asset), FALLBACK_FORMAT)}.${FALLBACK_FORMAT.ext}`;
  const cached = [...keys, fallback, `${hash}.color`].every((key) => fs.existsSync(path.join(options.cacheDir, key)));
  return { hash, name, cached };
}

async function optimizeOne(asset: ImageAsset, plan: Plan, options: ImagePipelineOptions): Promise<ImageAsset> {
  try {
    return await variantsOf(asset, plan, options);
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(`content/${asset.file}`, '', `cannot be converted for the site (${(error as Error).message}); re-export it as JPEG or PNG, or remove it`);
  }
}

async function variantsOf(asset: ImageAsset, { hash, name }: Plan, options: ImagePipelineOptions): Promise<ImageAsset> {
  // Read and decoded at most once, and only when a variant or the placeholder is not in the cache yet.
  let decoded: Promise<DecodedImage> | undefined;
  const image = async () => pixels(await (decoded ??= decodeImage(sourceFileOf(asset, options))));
  const widths = widthsFor(asset.width);
  const sources: NonNullable<ImageAsset['sources']> = [];
  for (const format of VARIANT_FORMATS) {
    const entries: string[] = [];
    for (const width of widths) entries.push(`${await variant(image, hash, `${name.base}-${width}-${name.hash}`, width, format, options)} ${width}w`);
    sources.push({ type: format.type, srcset: entries.join(', ') });
  }
  const fallback = await variant(image, hash, `${name.base}-${fallbackWidth(asset)}-${name.hash}`, fallbackWidth(asset), FALLBACK_FORMAT, options);
  return { ...asset, src: fallback, sources, placeholder: await placeholder(image, hash, options.cacheDir) };
}

const sourceFileOf = (asset: ImageAsset, options: ImagePipelineOptions) => asset.source ?? path.join(options.contentDir, asset.file);

const fallbackWidth = (asset: ImageAsset) => Math.min(asset.width, FALLBACK_WIDTH);

/** Two pictures whose variants would share one name (the same folder, the same short hash) would show one of them twice: stops the build naming both. */
function checkVariantNames(plans: Map<string, Plan>): void {
  const names = new Map<string, { file: string; hash: string }>();
  for (const [file, { name, hash }] of plans) {
    const key = `${name.base}-${name.hash}`;
    const other = names.get(key);
    if (other && other.hash !== hash) {
      throw new ContentError(`content/${file}`, '', `its variants would be named like those of content/${other.file} (${key}), a different picture with the same short hash: save either of them again, so its bytes change`);
    }
    names.set(key, { file, hash });
  }
}

/**
 * What an image's variants are named by: the folder it is in under content/ (`toldos`, `capas`),
 * never its file name. A phone names a file by when it was taken (`IMG_20250110_101010.jpg`, and a
 * clip whose frame is the poster, `VID_20250102_101010.mp4`), and whoever saved it may have named
 * it by whose house it shows. Covers, the hero and the avatar too: any of them may be a phone's photo.
 */
export function variantBase(file: string): string {
  return slug(path.posix.basename(path.posix.dirname(file)));
}

async function variant(image: () => Promise<sharp.Sharp>, hash: string, name: string, width: number, format: VariantFormat, options: ImagePipelineOptions): Promise<string> {
  const cached = path.join(options.cacheDir, `${variantKey(hash, width, format)}.${format.ext}`);
  if (!fs.existsSync(cached)) {
    const resized = (await image()).resize({ width, withoutEnlargement: true });
    const data = await encode(resized, format).toBuffer();
    fs.writeFileSync(`${cached}.tmp`, data);
    fs.renameSync(`${cached}.tmp`, cached);
  }
  const rel = `assets/img/${name}.${format.ext}`;
  fs.mkdirSync(path.join(options.outDir, 'assets/img'), { recursive: true });
  fs.copyFileSync(cached, path.join(options.outDir, rel));
  return `/${rel}`;
}

function encode(image: sharp.Sharp, format: VariantFormat): sharp.Sharp {
  if (format.ext === 'avif') return image.avif(format.options);
  if (format.ext === 'webp') return image.webp(format.options);
  // JPEG has no transparency: what was transparent takes the page's background.
  return image.flatten({ background: PAGE_BACKGROUND }).jpeg(format.options);
}

/** The key covers the encoder settings too, so changing them re-encodes instead of reusing. */
function variantKey(hash: string, width: number, format: VariantFormat): string {
  return contentHash(`${hash}:${width}:${JSON.stringify(format)}`);
}

async function placeholder(image: () => Promise<sharp.Sharp>, hash: string, cacheDir: string): Promise<string> {
  const cached = path.join(cacheDir, `${hash}.color`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
  const { dominant } = await (await image()).stats();
  const color = `rgb(${dominant.r} ${dominant.g} ${dominant.b})`;
  fs.writeFileSync(cached, color);
  return color;
}
