/** The widths each image is offered at; none larger than its source. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;

/** Best first: browsers take the first `<source>` they can decode. */
export const VARIANT_FORMATS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50, effort: 2 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 72, effort: 4 } },
] as const;

/**
 * The `<img>`'s own file, for browsers that take none of the sources (before Safari 14, which
 * decodes neither AVIF nor WebP): one JPEG, FALLBACK_WIDTH wide at most. Newer browsers never
 * fetch it.
 */
export const FALLBACK_FORMAT = { ext: 'jpg', type: 'image/jpeg', options: { quality: 72, mozjpeg: true } } as const;
export const FALLBACK_WIDTH = 800;

export type VariantFormat = (typeof VARIANT_FORMATS)[number] | typeof FALLBACK_FORMAT;

export function widthsFor(sourceWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w < sourceWidth);
  return [...widths, Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!)];
}
