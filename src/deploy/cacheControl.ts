/** For files whose name changes whenever their bytes do: browsers and CDNs keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For everything else (pages, favicon, robots.txt, media with a fixed name): revalidate on every use. */
export const REVALIDATE = 'no-cache';

// The build names everything under assets/ `name-HASH.ext`: esbuild's hashes are upper-case
// base-32 (possibly without a digit), the build's own are lower-case hex. A plain word such as
// `-normal` in a copied font's name is neither, so it is not taken for a hash.
const ASSET_HASH = /^assets\/(?:.+\/)?[^/]+-(?:[A-Z0-9]{6,}|[0-9a-f]{8,64})\.[A-Za-z0-9]+$/;
// Elsewhere a name carries a hash only when it ends in a long hex run with both letters and
// digits, so a dated photo (`obra-20240101.webp`) or a word (`-retratil`) is never taken for one.
const HEX_HASH = /-(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{8,64}\.[A-Za-z0-9]+$/;

export function isContentHashed(key: string): boolean {
  return ASSET_HASH.test(key) || HEX_HASH.test(key);
}

export function cacheControlFor(key: string): string {
  return isContentHashed(key) ? IMMUTABLE : REVALIDATE;
}
