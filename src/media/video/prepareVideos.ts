import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ContentError } from '../../content/ContentError';
import type { MediaItem, SiteContent } from '../../content/types';
import { contentHash } from '../files';
import { sourceHash } from '../sourceHash';
import { ffmpeg, MissingFfmpegError } from './ffmpeg';
import { silentProgress, type Progress } from '../progress';
import { POSTER_ARGS, TRANSCODE_ARGS } from './videoSettings';

export interface VideoOptions {
  contentDir: string;
  /** Told of each clip ffmpeg has to convert (not of those in the cache). */
  progress?: Progress;
  /** Clips and frames already made, by source hash (and settings): a rebuild with unchanged clips runs no ffmpeg. */
  cacheDir: string;
}

export interface PreparedVideos {
  /** The content, each video without a hand-made poster now showing a frame of itself. */
  content: SiteContent;
  /** The web-sized clip to publish at each video's `src`. */
  clips: Map<string, string>;
}

/** Transcodes every clip for the web once (cached) and takes a poster frame where none was made by hand. */
export async function prepareVideos(content: SiteContent, options: VideoOptions): Promise<PreparedVideos> {
  fs.mkdirSync(options.cacheDir, { recursive: true });
  const clips = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const item of content.products.flatMap((product) => product.media)) {
    if (item.tipo === 'video') keys.set(item.file, contentHash(`${sourceHash(path.join(options.contentDir, item.file))}:${JSON.stringify([TRANSCODE_ARGS, POSTER_ARGS])}`));
  }
  const pending = [...keys].filter(([, key]) => !fs.existsSync(path.join(options.cacheDir, `${key}.mp4`))).map(([file]) => file);
  const step = (options.progress ?? silentProgress).step('clips', pending);
  const products = [];
  // One clip at a time: ffmpeg already uses every core.
  for (const product of content.products) {
    const media: MediaItem[] = [];
    for (const item of product.media) {
      if (item.tipo !== 'video') {
        media.push(item);
        continue;
      }
      const slow = pending.includes(item.file);
      if (slow) step.start(item.file);
      media.push(await prepareOne(item, keys.get(item.file)!, options, clips));
      if (slow) step.done(item.file);
    }
    products.push({ ...product, media });
  }
  step.end();
  return { content: { ...content, products }, clips };
}

async function prepareOne(item: MediaItem, key: string, options: VideoOptions, clips: Map<string, string>): Promise<MediaItem> {
  const source = path.join(options.contentDir, item.file);
  const clip = path.join(options.cacheDir, `${key}.mp4`);
  try {
    await cached(clip, (tmp) => ffmpeg(['-i', source, ...TRANSCODE_ARGS, '-f', 'mp4', tmp]));
  } catch (error) {
    if (error instanceof MissingFfmpegError) throw error;
    throw new ContentError(`content/${item.file}`, '', `cannot be read as a video (${(error as Error).message}); export it again from the phone as MP4 or MOV, or remove it`);
  }
  clips.set(item.src, clip);
  if (!item.posterFromVideo) return item;
  const frame = path.join(options.cacheDir, `${key}.poster.png`);
  await cached(frame, (tmp) => ffmpeg(['-i', clip, ...POSTER_ARGS, '-f', 'image2', '-c:v', 'png', tmp]));
  const { width = 0, height = 0 } = await sharp(frame).metadata();
  return { ...item, image: { file: item.file, source: frame, src: '', width, height } };
}

/** Makes `file` once: written beside it first, so an interrupted build never leaves half a file in the cache. */
async function cached(file: string, make: (tmp: string) => Promise<void>): Promise<void> {
  if (fs.existsSync(file)) return;
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await make(tmp);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
