import fs from 'node:fs';
import path from 'node:path';
import type { ImageAsset, SiteContent } from '../content/types';

/**
 * Writes each gallery item at its `/galeria/{folder}/{name}` address, as processed files only: an
 * image as its largest WebP variant, a video as its web-sized clip. No original is ever published.
 */
export function publishGallery(content: SiteContent, clips: Map<string, string>, outDir: string): void {
  for (const item of content.products.flatMap((product) => product.media)) {
    const from = item.tipo === 'video' ? clips.get(item.src) : path.join(outDir, largestWebp(item.image));
    if (!from) throw new Error(`no processed file for content/${item.file}`);
    const to = path.join(outDir, item.src);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

function largestWebp(image: ImageAsset): string {
  const srcset = image.sources?.find((source) => source.type === 'image/webp')?.srcset;
  if (!srcset) throw new Error(`content/${image.file} has no WebP variant`);
  return srcset.split(',').pop()!.trim().split(/\s+/)[0]!;
}
