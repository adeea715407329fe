/** The default testimonial portrait: a quiet silhouette on sand, for clients without a photo. */
import { writeWebp } from './render';

const SIZE = 160;

export function avatarSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 160 160">` +
    '<defs><radialGradient id="b" cx="50%" cy="38%" r="70%"><stop offset="0" stop-color="#F4EDE2"/><stop offset="1" stop-color="#E6DAC7"/></radialGradient>' +
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C8B596"/><stop offset="1" stop-color="#B9A483"/></linearGradient></defs>' +
    '<rect width="160" height="160" fill="url(#b)"/>' +
    '<path d="M80 98c-30 0-50 18-54 62h108c-4-44-24-62-54-62z" fill="url(#s)"/>' +
    '<circle cx="80" cy="66" r="27" fill="url(#s)"/>' +
    '<path d="M60 104c6 5 13 8 20 8s14-3 20-8" fill="none" stroke="#E9DFCF" stroke-width="2" stroke-opacity=".5" stroke-linecap="round"/>' +
    '</svg>'
  );
}

export function writeAvatar(file: string): Promise<number> {
  return writeWebp(avatarSvg(), file, { max: 8_000, target: 5_000 });
}
