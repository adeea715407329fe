import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

/** ffmpeg is missing: says how to install it, the way `npm test` installs Chromium. */
export class MissingFfmpegError extends Error {
  constructor(reason: string) {
    super(
      `The build needs ffmpeg to prepare the videos in content/ (${reason}). Install Debian's ffmpeg with\n` +
        '  bash scripts/ensure-system-packages.sh ffmpeg   (as root; `npm run build` does this for you)\n' +
        'or: sudo apt-get update && sudo apt-get install -y ffmpeg. FFMPEG_PATH may point at another ffmpeg.',
    );
    this.name = 'MissingFfmpegError';
  }
}

let checked: Promise<void> | undefined;

/** Runs ffmpeg quietly; rejects with its last error line. */
export async function ffmpeg(args: string[]): Promise<void> {
  await (checked ??= run(FFMPEG, ['-version']).then(
    () => undefined,
    (error: NodeJS.ErrnoException) => {
      throw new MissingFfmpegError(error.code === 'ENOENT' ? `no ${FFMPEG} on the PATH` : error.message);
    },
  ));
  try {
    await run(FFMPEG, ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(stderr.split('\n').pop() || (error as Error).message);
  }
}
