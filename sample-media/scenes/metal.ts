/** Brushed stainless steel: bars and discs with a banded metallic gradient. */
import { type Canvas, n1 } from '../canvas';
import { mix } from '../color';
import { type V3, pxPerM } from '../geom';
import { materials } from '../palette';

/** A round bar from a to b, `radius` in metres, shaded across its width. */
export function metalBar(c: Canvas, a: V3, b: V3, radius: number, caps = true): void {
  const pa = c.screen(a);
  const pb = c.screen(b);
  if (!pa || !pb) return;
  const ra = radius * pxPerM(c.cam, a);
  const rb = radius * pxPerM(c.cam, b);
  const dx = pb[0] - pa[0];
  const dy = pb[1] - pa[1];
  const l = Math.hypot(dx, dy) || 1;
  const nx = -dy / l;
  const ny = dx / l;
  const rm = (ra + rb) / 2;
  const mx = (pa[0] + pb[0]) / 2;
  const my = (pa[1] + pb[1]) / 2;
  const paint = c.linear(metalStops(c), mx - nx * rm, my - ny * rm, mx + nx * rm, my + ny * rm);
  const d =
    `M${n1(pa[0] - nx * ra)} ${n1(pa[1] - ny * ra)}L${n1(pb[0] - nx * rb)} ${n1(pb[1] - ny * rb)}` +
    `L${n1(pb[0] + nx * rb)} ${n1(pb[1] + ny * rb)}L${n1(pa[0] + nx * ra)} ${n1(pa[1] + ny * ra)}Z`;
  c.add(`<path d="${d}" fill="${paint}"/>`);
  if (caps) {
    const cap = mix(materials.inox[1], c.tod.ambient, 0.3);
    c.add(`<circle cx="${n1(pa[0])}" cy="${n1(pa[1])}" r="${n1(ra)}" fill="${cap}"/><circle cx="${n1(pb[0])}" cy="${n1(pb[1])}" r="${n1(rb)}" fill="${cap}"/>`);
  }
}

/** A flat metal disc lying in a horizontal plane (a rain shower head, a drain). */
export function metalDisc(c: Canvas, center: V3, radius: number, thickness: number): void {
  const ring = (y: number): V3[] =>
    Array.from({ length: 24 }, (_, i) => [center[0] + Math.cos((i / 24) * Math.PI * 2) * radius, y, center[2] + Math.sin((i / 24) * Math.PI * 2) * radius] as V3);
  const bottom = c.screenPoly(ring(center[1] - thickness));
  const top = c.screenPoly(ring(center[1]));
  if (bottom.length < 3 || top.length < 3) return;
  const xs = [...bottom, ...top].map((p) => p[0]);
  const paint = c.linear(metalStops(c), Math.min(...xs), 0, Math.max(...xs), 0);
  const pts = (ps: typeof top) => ps.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');
  c.add(`<polygon points="${pts(bottom)}" fill="${paint}"/><polygon points="${pts(top)}" fill="${paint}"/>`);
}

/** Stops of brushed steel, tinted by the light of the hour. */
export function metalStops(c: Canvas): [number, string][] {
  const t = c.tod;
  const [d0, l0, hi, d1, l1, d2] = materials.inox;
  const tint = (col: string, k: number) => mix(col, mix(t.ambient, t.sky[1], 0.5), k);
  const dark = t.lights > 0.8 ? 0.45 : 0.2;
  return [
    [0, tint(d0, dark)],
    [0.22, tint(l0, dark)],
    [0.38, tint(hi, dark * 0.6)],
    [0.55, tint(d1, dark)],
    [0.78, tint(l1, dark)],
    [1, tint(d2, dark)],
  ];
}
