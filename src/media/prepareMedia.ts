import fs from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../content/types';
import { withGalleryAddresses } from './galleryAddresses';
import { writeGalleryData } from './galleryData';
import { optimizeImages } from './images/optimizeImages';
import type { Progress } from './progress';
import { publishGallery } from './publishGallery';
import { prepareVideos } from './video/prepareVideos';

export interface MediaOptions {
  contentDir: string;
  /** The site being built: variants, clips, posters, the gallery's files and its data go here. */
  outDir: string;
  /** The media cache (`.build-cache/`): `images/` and `video/`, keyed by content hash. */
  cacheDir: string;
  progress: Progress;
}

/**
 * Turns the content's photos and clips into what the site serves: each gallery file given its
 * address (its folder and a hash, never a phone's name), clips transcoded, every image made into
 * its variants without metadata, the gallery published, and its data written. Returns the content
 * with every image and clip resolved, and the address of the gallery's data.
 */
export async function prepareMedia(loaded: SiteContent, { contentDir, outDir, cacheDir, progress }: MediaOptions): Promise<SiteContent> {
  const named = withGalleryAddresses(loaded, contentDir);
  const videos = await prepareVideos(named, { contentDir, cacheDir: path.join(cacheDir, 'video'), progress });
  const content = await optimizeImages(videos.content, { contentDir, outDir, cacheDir: path.join(cacheDir, 'images'), progress });
  publishGallery(content, videos.clips, outDir);
  return { ...content, galleryDataUrl: writeGalleryData(content, outDir) };
}

/** On the first build here (no image in the media cache yet), a line that says the slow part is a one-off. */
export function firstBuildNote(imageCacheDir: string): string | undefined {
  if (fs.existsSync(imageCacheDir) && fs.readdirSync(imageCacheDir).length) return undefined;
  return `first build here: filling the media cache (${path.relative(process.cwd(), path.dirname(imageCacheDir)) || '.'}/); every photo and clip is converted once, and the next builds reuse it`;
}
