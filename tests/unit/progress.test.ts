// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { firstBuildNote } from '../../src/media/prepareMedia';
import { IMAGES_AT_ONCE, optimizeImages } from '../../src/media/images/optimizeImages';
import { plainProgress, progressFor, type Progress } from '../../src/media/progress';
import { prepareVideos } from '../../src/media/video/prepareVideos';
import type { MediaItem, SiteContent } from '../../src/content/types';
import { tempDir } from './support/content';

/** A stream that records what is written to it, as a terminal (`isTTY`) or as a pipe. */
function fakeStream(isTTY: boolean) {
  const stream = new PassThrough() as unknown as NodeJS.WriteStream & { text: () => string };
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  Object.assign(stream, { isTTY, columns: 100, cursorTo: () => true, clearLine: () => true, moveCursor: () => true, text: () => text });
  return stream;
}

/** A gallery of `photos` new photos (and a clip when asked) in a content folder of its own. */
async function smallGallery(photos: number, clip = false) {
  const contentDir = tempDir('progress');
  fs.mkdirSync(path.join(contentDir, 'galeria/obra'), { recursive: true });
  const media: MediaItem[] = [];
  for (let i = 1; i <= photos; i++) {
    const file = `galeria/obra/IMG_${i}.jpg`;
    await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: i * 20, g: 120, b: 80 } } })
      .jpeg()
      .toFile(path.join(contentDir, file));
    media.push({ file, tipo: 'image', src: `/${file}`, image: { file, src: `/${file}`, width: 96, height: 64 }, caption: null, alt: 'x' });
  }
  if (clip) {
    const file = 'galeria/obra/IMG_9.MOV';
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=0x3a6f8f:size=64x48:rate=10:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(contentDir, file)]);
    media.push({ file, tipo: 'video', src: '/galeria/obra/img_9.mp4', image: { file, src: '', width: 0, height: 0 }, posterFromVideo: true, caption: null, alt: 'x' });
  }
  const content = { images: {}, products: [{ galleryFolder: 'obra', media }] } as unknown as SiteContent;
  return { contentDir, content };
}

describe('the build\'s progress, when the output is not a terminal', () => {
  it('prints a line as a step starts, after each item of a short step, and as it ends, with the time taken', () => {
    const lines: string[] = [];
    const step = plainProgress((line) => lines.push(line)).step('clips', ['a.mov', 'b.mov']);
    step.start('a.mov');
    step.done('a.mov');
    step.start('b.mov');
    step.done('b.mov');
    step.end();
    expect(lines[0]).toBe('clips: 2 to convert (a.mov, b.mov)');
    expect(lines[1]).toMatch(/^clips: 1\/2 done in \d+\.\d s, about \d+ s to go \(last: a\.mov\)$/);
    expect(lines[2]).toMatch(/^clips: 2\/2 done in \d+\.\d s$/);
    expect(lines).toHaveLength(3);
  });

  it('prints a few lines for a long step: at each quarter, not for every item', () => {
    const lines: string[] = [];
    const items = Array.from({ length: 40 }, (_, i) => `galeria/obra/${i}.jpg`);
    const step = plainProgress((line) => lines.push(line)).step('images', items);
    for (const item of items) step.start(item);
    for (const item of items) step.done(item);
    step.end();
    expect(lines.map((line) => line.replace(/ in .*/, ''))).toEqual(['images: 40 to convert', 'images: 10/40 done', 'images: 20/40 done', 'images: 30/40 done', 'images: 40/40 done']);
  });

  it('counts a first build\'s hundreds of photos in tenths, each line with the time left at the pace so far', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: string[] = [];
    const total = 400;
    const secondsEach = 1.5;
    const items = Array.from({ length: total }, (_, i) => `galeria/toldos/IMG_${i}.jpg`);
    const step = plainProgress((line) => lines.push(line)).step('images', items);
    for (const item of items) {
      step.start(item);
      vi.advanceTimersByTime(secondsEach * 1000);
      step.done(item);
    }
    step.end();
    const tenths = Array.from({ length: 9 }, (_, i) => (total * (i + 1)) / 10);
    expect(lines).toEqual([
      `images: ${total} to convert`,
      ...tenths.map((done) => {
        const left = (total - done) * secondsEach;
        const estimate = left < 90 ? `${left} s` : `${Math.round(left / 60)} min`;
        return `images: ${done}/${total} done in ${(done * secondsEach).toFixed(1)} s, about ${estimate} to go (last: ${items[done - 1]})`;
      }),
      `images: ${total}/${total} done in ${(total * secondsEach).toFixed(1)} s`,
    ]);
  });

  it('says nothing of a step with nothing to do', () => {
    const lines: string[] = [];
    const step = plainProgress((line) => lines.push(line)).step('images', []);
    step.end();
    expect(lines).toEqual([]);
  });

  it('is plain lines in a pipe and in CI, a live bar only on a terminal', () => {
    for (const [isTTY, env, live] of [[false, {}, false], [true, { CI: 'true' }, false], [true, {}, true]] as const) {
      const stream = fakeStream(isTTY);
      const step = progressFor(stream, env).step('images', ['galeria/obra/IMG_1.jpg']);
      step.start('galeria/obra/IMG_1.jpg');
      step.done('galeria/obra/IMG_1.jpg');
      step.end();
      // The bar redraws its line with escape sequences; the plain lines hold none.
      expect(stream.text().includes('\u001b'), JSON.stringify({ isTTY, env })).toBe(live);
      expect(stream.text()).toMatch(live ? /images \[=+\] 1\/1/ : /^images: 1 to convert \(galeria\/obra\/IMG_1\.jpg\)\nimages: 1\/1 done in \d+\.\d s\n$/);
    }
  });

  it('reports each photo the image pipeline converts, and nothing once they are in the cache', async () => {
    const { contentDir, content } = await smallGallery(3);
    const cacheDir = tempDir('image-cache');
    const outDir = tempDir('out');
    const lines: string[] = [];
    await optimizeImages(content, { contentDir, outDir, cacheDir, progress: plainProgress((line) => lines.push(line)) });
    expect(lines[0]).toBe('images: 3 to convert (galeria/obra/IMG_1.jpg, galeria/obra/IMG_2.jpg, galeria/obra/IMG_3.jpg)');
    expect(lines.at(-1)).toMatch(/^images: 3\/3 done in \d+\.\d s$/);
    lines.length = 0;
    await optimizeImages(content, { contentDir, outDir, cacheDir, progress: plainProgress((line) => lines.push(line)) });
    expect(lines).toEqual([]);
  });

  it('converts a few photos at a time, so each is counted done as it finishes, not all together at the end', async () => {
    const photos = IMAGES_AT_ONCE + 3;
    const { contentDir, content } = await smallGallery(photos);
    const events: string[] = [];
    const recording: Progress = { note: () => {}, step: () => ({ start: (item) => events.push(`start ${item}`), done: (item) => events.push(`done ${item}`), end: () => {} }) };
    await optimizeImages(content, { contentDir, outDir: tempDir('out'), cacheDir: tempDir('image-cache'), progress: recording });
    let underWay = 0;
    let mostUnderWay = 0;
    for (const event of events) {
      underWay += event.startsWith('start') ? 1 : -1;
      mostUnderWay = Math.max(mostUnderWay, underWay);
    }
    expect(events.filter((event) => event.startsWith('done'))).toHaveLength(photos);
    expect(mostUnderWay).toBe(IMAGES_AT_ONCE);
    const starts = events.flatMap((event, i) => (event.startsWith('start') ? [i] : []));
    expect(events.findIndex((event) => event.startsWith('done'))).toBeLessThan(starts.at(-1)!);
  });

  it('reports each clip ffmpeg converts, by its name, and then its poster among the images', async () => {
    const { contentDir, content } = await smallGallery(0, true);
    const lines: string[] = [];
    const progress = plainProgress((line) => lines.push(line));
    const videos = await prepareVideos(content, { contentDir, cacheDir: tempDir('video-cache'), progress });
    await optimizeImages(videos.content, { contentDir, outDir: tempDir('out'), cacheDir: tempDir('image-cache'), progress });
    expect(lines[0]).toBe('clips: 1 to convert (galeria/obra/IMG_9.MOV)');
    expect(lines[1]).toMatch(/^clips: 1\/1 done in \d+\.\d s$/);
    expect(lines[2]).toBe('images: 1 to convert (galeria/obra/IMG_9.MOV (its poster))');
  });
});

describe('the first build', () => {
  it('says it is filling the media cache while the image cache is empty or absent, and not after', () => {
    const cache = path.join(tempDir('cache'), 'images');
    expect(firstBuildNote(cache)).toMatch(/^first build here: filling the media cache/);
    fs.mkdirSync(cache);
    expect(firstBuildNote(cache)).toMatch(/^first build here/);
    fs.writeFileSync(path.join(cache, 'x.webp'), '');
    expect(firstBuildNote(cache)).toBeUndefined();
  });
});
