import { extensionOf } from './extension';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  // The staff's editor at /admin/: its configuration and Decap CMS's WebAssembly.
  yml: 'text/yaml; charset=utf-8',
  wasm: 'application/wasm',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff2: 'font/woff2',
  woff: 'font/woff',
  pdf: 'application/pdf',
};

/** The Content-Type a file is served with, or undefined when its extension is not one the site uses. */
export function contentTypeFor(key: string): string | undefined {
  return CONTENT_TYPES[extensionOf(key)];
}
