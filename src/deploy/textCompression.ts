import { gzipSync } from 'node:zlib';
import { extensionOf } from './extension';

// Plain object storage never compresses on the fly, so text is stored gzipped and served with
// `Content-Encoding: gzip` (every browser accepts gzip; brotli is refused over plain HTTP,
// which a bucket's website endpoint speaks). Images, video and fonts are compressed already.
const TEXT_EXTENSIONS = new Set(['html', 'css', 'js', 'mjs', 'map', 'json', 'webmanifest', 'xml', 'txt', 'svg', 'yml', 'wasm']);

export const isText = (key: string): boolean => TEXT_EXTENSIONS.has(extensionOf(key));

export interface EncodedBody {
  body: Buffer;
  contentEncoding?: 'gzip';
}

/**
 * The exact bytes the bucket stores for a file. Used by the deploy and by the local preview, so
 * both serve the same bytes. Deterministic (zlib writes no timestamp), so an unchanged file has
 * an unchanged MD5 and the deploy can skip it.
 */
export function encodeForBucket(key: string, bytes: Buffer): EncodedBody {
  return isText(key) ? { body: gzipSync(bytes, { level: 9 }), contentEncoding: 'gzip' } : { body: bytes };
}
