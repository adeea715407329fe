/** Renders a clip frame by frame and encodes it with Debian's ffmpeg (libx264), within a byte budget. */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import sharp from 'sharp';
import { writeWebp } from './render';
import { type Shot, shotSvg } from './shot';

export const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

export interface ClipOptions {
  seconds: number;
  fps: number;
  width: number;
  height: number;
  /** Byte limits for the MP4: the encoder's quality drops until `target`; `max` is a hard failure. */
  max: number;
  target: number;
  poster: { max: number; target: number };
}

export const clipDefaults: ClipOptions = {
  seconds: 4,
  fps: 24,
  width: 960,
  height: 540,
  max: 250_000,
  target: 120_000,
  poster: { max: 60_000, target: 28_000 },
};

const CRFS = [22, 24, 26, 28, 30, 32, 34, 36];

async function renderFrames(frame: (u: number) => Shot, o: ClipOptions): Promise<Buffer[]> {
  const n = Math.round(o.seconds * o.fps);
  const out: Buffer[] = new Array(n);
  const batch = 4;
  for (let i = 0; i < n; i += batch) {
    const jobs: Promise<void>[] = [];
    for (let k = i; k < Math.min(n, i + batch); k++) {
      const svg = shotSvg(frame(k / (n - 1)), o.width, o.height);
      jobs.push(
        sharp(Buffer.from(svg), { unlimited: true })
          .removeAlpha()
          .raw()
          .toBuffer()
          .then((b) => {
            out[k] = b;
          }),
      );
    }
    await Promise.all(jobs);
  }
  return out;
}

function encode(frames: Buffer[], o: ClipOptions, crf: number, file: string): Promise<void> {
  const args = [
    '-y', '-hide_banner', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${o.width}x${o.height}`, '-r', String(o.fps), '-i', '-',
    '-an',
    '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf),
    '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-threads', '1',
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
    file,
  ];
  return new Promise((resolve, reject) => {
    const p = spawn(FFMPEG, args, { stdio: ['pipe', 'inherit', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    p.on('error', (e) => reject(new Error(`cannot run ${FFMPEG}: ${e.message}`)));
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${err}`))));
    p.stdin.on('error', () => undefined);
    (async () => {
      for (const f of frames) {
        if (!p.stdin.write(f)) await new Promise((r) => p.stdin.once('drain', r));
      }
      p.stdin.end();
    })().catch(reject);
  });
}

export interface ClipResult {
  bytes: number;
  posterBytes: number;
  crf: number;
}

/** Writes `file` (MP4) and `poster` (its first frame as WebP). */
export async function writeClip(frame: (u: number) => Shot, file: string, poster: string, o: ClipOptions = clipDefaults): Promise<ClipResult> {
  const frames = await renderFrames(frame, o);
  const first = await sharp(frames[0]!, { raw: { width: o.width, height: o.height, channels: 3 } }).png().toBuffer();
  const posterBytes = await writeWebp(first, poster, o.poster);
  let bytes = 0;
  let used = 0;
  for (const crf of CRFS) {
    await encode(frames, o, crf, file);
    bytes = statSync(file).size;
    used = crf;
    if (bytes <= o.target) break;
  }
  if (bytes > o.max) throw new Error(`${file}: ${bytes} bytes, over the ${o.max}-byte limit`);
  return { bytes, posterBytes, crf: used };
}
