/**
 * What a clip becomes: H.264/AAC MP4 that any phone plays, at most 1280 px on its long side and
 * about 1.1 Mbit/s at most, so it streams as it plays on slow 4G (1.6 Mbit/s in Lighthouse's
 * emulation); `+faststart` puts the index first, so playback starts before the download ends.
 * No metadata is carried over: a phone's clip holds where it was filmed.
 */
export const TRANSCODE_ARGS = [
  '-map', '0:v:0', '-map', '0:a:0?',
  '-map_metadata', '-1', '-map_chapters', '-1', '-sn', '-dn',
  '-vf', "scale=w='min(1280,iw)':h='min(1280,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2",
  '-fpsmax', '30',
  '-c:v', 'libx264', '-preset', 'medium', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
  '-crf', '26', '-maxrate', '1000k', '-bufsize', '2000k',
  '-c:a', 'aac', '-b:a', '96k', '-ac', '2',
  '-movflags', '+faststart',
];

/** A telling frame among the clip's first hundred, as a lossless still for the image pipeline. */
export const POSTER_ARGS = ['-vf', 'thumbnail', '-frames:v', '1', '-map_metadata', '-1'];
