/** Coastal planting drawn as sprites in metres: coconut palms, shrubs, grasses, potted plants. */
import type { Canvas } from '../canvas';
import { mix } from '../color';
import type { V3 } from '../geom';
import type { Rng } from '../rng';

const LEAF = '#5E7E4E';
const LEAF_DARK = '#3B5A41';
const TRUNK = '#8C7B66';

type Pt = [number, number];

/** A tapered leaf along a quadratic curve, with a toothed lower edge for palm fronds. */
function leafPath(a: Pt, ctrl: Pt, b: Pt, width: number, teeth: number): string {
  const n = Math.max(6, teeth * 2);
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1];
    const dx = 2 * (1 - t) * (ctrl[0] - a[0]) + 2 * t * (b[0] - ctrl[0]);
    const dy = 2 * (1 - t) * (ctrl[1] - a[1]) + 2 * t * (b[1] - ctrl[1]);
    const l = Math.hypot(dx, dy) || 1;
    const nx = -dy / l;
    const ny = dx / l;
    const w = width * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.05)), 0.75);
    const tooth = teeth > 0 && i % 2 === 1 ? 1.9 : 1;
    upper.push([x + nx * w * 0.35, y + ny * w * 0.35]);
    lower.push([x - nx * w * tooth, y - ny * w * tooth]);
  }
  const ps = [...upper, ...lower.reverse()];
  return `M${ps.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join('L')}Z`;
}

/** A coconut palm frond: an arching rib with swept, drooping leaflets on both sides. */
function frond(a: Pt, ctrl: Pt, b: Pt, size: number): string {
  const parts: string[] = [];
  const at = (t: number): [Pt, Pt] => {
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1];
    const dx = 2 * (1 - t) * (ctrl[0] - a[0]) + 2 * t * (b[0] - ctrl[0]);
    const dy = 2 * (1 - t) * (ctrl[1] - a[1]) + 2 * t * (b[1] - ctrl[1]);
    const l = Math.hypot(dx, dy) || 1;
    return [[x, y], [dx / l, dy / l]];
  };
  const f = (v: number) => v.toFixed(2);
  const n = 15;
  for (let i = 2; i <= n; i++) {
    const t = i / (n + 0.5);
    const [[x, y], [tx, ty]] = at(t);
    const len = size * Math.sin(Math.PI * Math.min(1, t * 0.95 + 0.08)) * (1.05 - 0.35 * t);
    for (const side of [1, -1]) {
      const nx = -ty * side;
      const ny = tx * side;
      // Leaflets sweep towards the tip and hang under gravity.
      const ex = x + nx * len * 0.55 + tx * len * 0.55;
      const ey = y + ny * len * 0.55 + ty * len * 0.55 + len * 0.55;
      const bw = 0.05;
      parts.push(`M${f(x - tx * bw)} ${f(y - ty * bw)}L${f(ex)} ${f(ey)}L${f(x + tx * bw)} ${f(y + ty * bw)}Z`);
    }
  }
  parts.push(`M${f(a[0])} ${f(a[1])}Q${f(ctrl[0])} ${f(ctrl[1])} ${f(b[0])} ${f(b[1])}Q${f(ctrl[0])} ${f(ctrl[1] + 0.06)} ${f(a[0])} ${f(a[1] + 0.06)}Z`);
  return parts.join('');
}

export function palm(c: Canvas, at: V3, height: number, lean: number, r: Rng): void {
  const lit = c.shade(LEAF, [0.3, 0.8, -0.5], at);
  const dark = c.shade(LEAF_DARK, [0, 0.3, -1], at);
  const trunk = c.shade(TRUNK, [0.4, 0.2, -0.9], at);
  const top: Pt = [lean, -height];
  const bend: Pt = [lean * 0.15 + r.range(-0.4, 0.4), -height * 0.5];
  const w0 = 0.17;
  const w1 = 0.1;
  const trunkD =
    `M${-w0} 0Q${(bend[0] - (w0 + w1) / 2).toFixed(2)} ${bend[1].toFixed(2)} ${(top[0] - w1).toFixed(2)} ${top[1].toFixed(2)}` +
    `L${(top[0] + w1).toFixed(2)} ${top[1].toFixed(2)}Q${(bend[0] + (w0 + w1) / 2).toFixed(2)} ${bend[1].toFixed(2)} ${w0} 0Z`;
  const front: string[] = [];
  const back: string[] = [];
  const count = r.int(9, 11);
  for (let i = 0; i < count; i++) {
    const ang = -Math.PI + (Math.PI * (i + r.range(0.25, 0.75))) / count;
    const len = r.range(2.4, 3.2);
    const dx = Math.cos(ang) * len;
    const up = -Math.sin(ang);
    const sideways = 1 - up;
    const end: Pt = [top[0] + dx, top[1] - up * len * 0.35 + sideways * len * 0.55 + 0.3];
    const ctrl: Pt = [top[0] + dx * 0.6, top[1] - up * len * 0.75 - 0.35];
    (i % 3 === 1 ? back : front).push(frond(top, ctrl, end, r.range(0.55, 0.75)));
  }
  const nuts = [-0.1, 0.09, 0]
    .map((o, i) => `<circle cx="${(top[0] + o).toFixed(2)}" cy="${(top[1] + 0.16 + i * 0.04).toFixed(2)}" r="0.1"/>`)
    .join('');
  c.sprite(
    at,
    `<path d="${back.join('')}" fill="${dark}"/><path d="${trunkD}" fill="${trunk}"/>` +
      `<g fill="${mix(trunk, '#000000', 0.3)}">${nuts}</g><path d="${front.join('')}" fill="${lit}"/>`,
  );
}

/** A rounded clump of foliage, lit from the sun's side. */
export function shrub(c: Canvas, at: V3, width: number, height: number, r: Rng, tone = LEAF): void {
  const sunRight = c.sun[0] - 0 >= 0;
  const dark = c.shade(mix(tone, LEAF_DARK, 0.5), [0, 0.2, -1], at);
  const lit = c.shade(tone, [sunRight ? 0.6 : -0.6, 0.7, -0.3], at);
  const blobs: string[] = [];
  const hi: string[] = [];
  const k = Math.max(3, Math.round(width / 0.35));
  for (let i = 0; i < k; i++) {
    const u = (i + 0.5) / k;
    const x = (u - 0.5) * width;
    const bump = Math.sin(Math.PI * u);
    const rr = (height * (0.45 + 0.35 * bump)) * r.range(0.8, 1.1);
    const y = -rr * 0.9 - height * 0.15 * bump;
    blobs.push(`<circle cx="${x.toFixed(2)}" cy="${y.toFixed(2)}" r="${rr.toFixed(2)}"/>`);
    const off = (sunRight ? 1 : -1) * rr * 0.28;
    hi.push(`<circle cx="${(x + off).toFixed(2)}" cy="${(y - rr * 0.25).toFixed(2)}" r="${(rr * 0.7).toFixed(2)}"/>`);
  }
  const clip = c.clip(`<rect x="${(-width).toFixed(2)}" y="${(-height * 3).toFixed(2)}" width="${(width * 2).toFixed(2)}" height="${(height * 3).toFixed(2)}"/>`);
  c.sprite(at, `<g clip-path="${clip}"><g fill="${dark}">${blobs.join('')}</g><g fill="${lit}">${hi.join('')}</g></g>`);
}

/** A fan of thin blades: restinga grasses and ornamental grasses. */
export function grass(c: Canvas, at: V3, height: number, r: Rng, tone = '#8E9A63'): void {
  const col = c.shade(tone, [0, 0.8, -0.6], at);
  const col2 = c.shade(mix(tone, LEAF_DARK, 0.4), [0, 0.4, -1], at);
  const blades: string[] = [];
  const blades2: string[] = [];
  const k = r.int(9, 14);
  for (let i = 0; i < k; i++) {
    const a = -Math.PI / 2 + (i / (k - 1) - 0.5) * 1.7 + r.range(-0.1, 0.1);
    const len = height * r.range(0.6, 1);
    const tx = Math.cos(a) * len * 0.8;
    const ty = Math.sin(a) * len;
    const x0 = (i / k - 0.5) * height * 0.25;
    const d = `M${(x0 - 0.035).toFixed(2)} 0Q${(x0 + tx * 0.3).toFixed(2)} ${(ty * 0.6).toFixed(2)} ${(x0 + tx).toFixed(2)} ${ty.toFixed(2)}Q${(x0 + tx * 0.3 + 0.05).toFixed(2)} ${(ty * 0.6).toFixed(2)} ${(x0 + 0.035).toFixed(2)} 0Z`;
    (i % 2 ? blades : blades2).push(`<path d="${d}"/>`);
  }
  c.sprite(at, `<g fill="${col2}">${blades2.join('')}</g><g fill="${col}">${blades.join('')}</g>`);
}

/** Large oval leaves on stems (a philodendron or bird-of-paradise), optionally in a pot. */
export function broadleaf(c: Canvas, at: V3, height: number, r: Rng, pot: string | null): void {
  const lit = c.shade('#5C8251', [0.4, 0.7, -0.5], at);
  const dark = c.shade('#355640', [0, 0.3, -1], at);
  const leaves: string[] = [];
  const k = r.int(5, 7);
  const base = pot ? -0.45 : 0;
  for (let i = 0; i < k; i++) {
    const a = -Math.PI / 2 + (i / (k - 1) - 0.5) * 2.0 + r.range(-0.15, 0.15);
    const len = height * r.range(0.65, 1);
    const tip: Pt = [Math.cos(a) * len * 0.75, base + Math.sin(a) * len];
    const ctrl: Pt = [tip[0] * 0.4, base + tip[1] * 0.7 - base * 0.7 - 0.15];
    const stemEnd: Pt = [tip[0] * 0.45, base + (tip[1] - base) * 0.45];
    leaves.push(
      `<path d="M0 ${base}L${stemEnd[0].toFixed(2)} ${stemEnd[1].toFixed(2)}" stroke="${dark}" stroke-width="0.025" fill="none"/>` +
        `<path d="${leafPath(stemEnd, [ctrl[0], ctrl[1]], tip, height * 0.16, 0)}" fill="${i % 2 ? lit : dark}"/>`,
    );
  }
  const potSvg = pot
    ? `<path d="M-0.3 -0.48L0.3 -0.48L0.24 0L-0.24 0Z" fill="${c.shade(pot, [0.2, 0.1, -1], at)}"/>` +
      `<rect x="-0.32" y="-0.5" width="0.64" height="0.05" fill="${c.shade(pot, [0, 1, 0], at)}"/>`
    : '';
  c.sprite(at, leaves.join('') + potSvg);
}
