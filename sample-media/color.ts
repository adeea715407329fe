/** Small colour arithmetic on #rrggbb strings. */
export type Rgb = [number, number, number];

export function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Component-wise product of a surface colour and a light colour scaled by k (1 = unchanged). */
export function lightBy(surface: string, light: string, k: number): string {
  const s = toRgb(surface);
  const l = toRgb(light);
  return toHex([(s[0] * l[0] * k) / 255, (s[1] * l[1] * k) / 255, (s[2] * l[2] * k) / 255]);
}
