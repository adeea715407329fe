/** WCAG 2.x contrast arithmetic: https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#RRGGBB` or `rgba(r, g, b, a)`, as the palette writes colours. */
export function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return { r: parseInt(hex[1]!, 16), g: parseInt(hex[2]!, 16), b: parseInt(hex[3]!, 16), a: 1 };
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(color);
  if (rgba) return { r: Number(rgba[1]), g: Number(rgba[2]), b: Number(rgba[3]), a: rgba[4] === undefined ? 1 : Number(rgba[4]) };
  throw new Error(`not a colour this check reads: ${color}`);
}

/** A colour seen at `alpha` (its own alpha times any opacity) over an opaque background. */
export function over(color: string, background: string, opacity = 1): Rgba {
  const top = parseColor(color);
  const bottom = parseColor(background);
  if (bottom.a !== 1) throw new Error(`background must be opaque: ${background}`);
  const a = top.a * opacity;
  const mix = (t: number, b: number) => t * a + b * (1 - a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of text (or a mark) of `foreground`, seen at `opacity`, on an opaque `background`. */
export function contrastRatio(foreground: string, background: string, opacity = 1): number {
  const [lighter, darker] = [relativeLuminance(over(foreground, background, opacity)), relativeLuminance(parseColor(background))].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}
