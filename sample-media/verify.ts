/** Re-reads what was written and fails loudly if a file is off-spec. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Gallery } from './catalog';

const FFPROBE = process.env.FFPROBE ?? '/usr/bin/ffprobe';

export async function expectImage(file: string, width: number, height: number, maxBytes: number): Promise<void> {
  const m = await sharp(file).metadata();
  if (m.width !== width || m.height !== height) throw new Error(`${file}: ${m.width}×${m.height}, expected ${width}×${height}`);
  const size = statSync(file).size;
  if (size > maxBytes) throw new Error(`${file}: ${size} bytes, over ${maxBytes}`);
}

function expectVideo(file: string): void {
  const out = execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,pix_fmt,r_frame_rate:format=duration', '-of', 'json', file]).toString();
  const info = JSON.parse(out) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string; r_frame_rate?: string }[]; format: { duration: string } };
  const video = info.streams.filter((s) => s.codec_type === 'video');
  const audio = info.streams.filter((s) => s.codec_type === 'audio');
  const v = video[0];
  const seconds = Number(info.format.duration);
  if (!v || video.length !== 1 || audio.length) throw new Error(`${file}: expected one video stream and no audio`);
  if (v.codec_name !== 'h264' || v.pix_fmt !== 'yuv420p' || v.width !== 960 || v.height !== 540 || v.r_frame_rate !== '24/1') {
    throw new Error(`${file}: ${v.codec_name} ${v.pix_fmt} ${v.width}×${v.height} ${v.r_frame_rate}`);
  }
  if (!(seconds >= 3 && seconds <= 5)) throw new Error(`${file}: ${seconds} s, expected 3–5 s`);
  const size = statSync(file).size;
  if (size > 250_000) throw new Error(`${file}: ${size} bytes, over 250 KB`);
}

/** Checks one gallery folder: the exact files of the catalogue, their formats and their captions. */
export async function verifyGallery(dir: string, g: Gallery, videos: boolean): Promise<void> {
  const expected = new Set<string>(['legendas.json']);
  for (const s of g.stills) {
    expected.add(s.file);
    await expectImage(join(dir, s.file), 1600, 1000, 80_000);
  }
  for (const c of g.clips) {
    const poster = c.file.replace(/\.mp4$/, '.poster.webp');
    expected.add(c.file);
    expected.add(poster);
    if (!videos && !existsSync(join(dir, c.file))) continue;
    expectVideo(join(dir, c.file));
    await expectImage(join(dir, poster), 960, 540, 60_000);
  }
  const present = readdirSync(dir);
  const missing = [...expected].filter((f) => !present.includes(f));
  if (missing.length && videos) throw new Error(`${dir}: missing ${missing.join(', ')}`);
  const captions = JSON.parse(readFileSync(join(dir, 'legendas.json'), 'utf8')) as Record<string, string>;
  const media = [...g.stills.map((s) => s.file), ...g.clips.map((c) => c.file)];
  for (const f of media) if (!captions[f]) throw new Error(`${dir}/legendas.json: no caption for ${f}`);
  const extra = present.filter((f) => !expected.has(f));
  if (extra.length) console.log(`note: ${dir} also holds ${extra.join(', ')} (not written by this script)`);
}
