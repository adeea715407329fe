/** The widths each image is offered at; none larger than its source. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;

/** Best first: browsers take the first `<source>` they can decode. */
export const VARIANT_FORMATS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50, effort: 2 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 72, effort: 4 } },
] as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export function widthsFor(sourceWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w < sourceWidth);
  return [...widths, Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!)];
}
