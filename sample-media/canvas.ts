/** Collects the SVG of one scene: 2D shapes, projected and shaded 3D faces, gradients. */
import { mix, toHex, toRgb } from './color';
import {
  type Camera,
  type P2,
  type V3,
  centroid,
  clamp,
  depth,
  direction,
  dot,
  hexFaces,
  boxCorners,
  normalOf,
  project,
  projectPolygon,
  pxPerM,
  scale,
  sub,
} from './geom';
import type { Tod } from './palette';
import { Rng } from './rng';

export const W = 1600;
export const H = 1000;

export const n1 = (v: number) => (Math.round(v * 10) / 10).toString();
export const pts = (ps: readonly P2[]) => ps.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface FaceOptions {
  /** Skip faces turned away from the camera (closed solids). */
  cull?: boolean;
  opacity?: number;
  /** Paint as given, without light. */
  flat?: boolean;
  /** Paint with this (e.g. a gradient url) instead of the shaded colour. */
  paint?: string;
  /** Extra light added to the shade, e.g. a glowing surface. */
  glow?: number;
}

export class Canvas {
  readonly sun: V3;
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private serial = 0;

  constructor(
    readonly cam: Camera,
    readonly tod: Tod,
    seed: string,
  ) {
    this.sun = direction(tod.sunAz, tod.sunEl);
    this.rng = new Rng(seed);
  }

  id(prefix: string): string {
    this.serial += 1;
    return `${prefix}${this.serial}`;
  }

  add(svg: string): void {
    this.body.push(svg);
  }

  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, user = true): string {
    const id = this.id('g');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}"${units} x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number, transform = ''): string {
    const id = this.id('r');
    const tr = transform ? ` gradientTransform="${transform}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}"${tr}>${stopsSvg(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  poly(ps: readonly P2[], fill: string, attrs = ''): void {
    if (ps.length < 3) return;
    this.body.push(`<polygon points="${pts(ps)}" fill="${fill}"${attrs}/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, attrs = ''): void {
    this.body.push(`<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${fill}"${attrs}/>`);
  }

  /** Light falling on a surface of colour `base` with normal `n` at point `p`. */
  shade(base: string, n: V3, p?: V3, glow = 0): string {
    const t = this.tod;
    const amb = toRgb(t.ambient);
    const sun = toRgb(t.sunColor);
    const sky = 0.93 + 0.07 * n[1];
    const diffuse = Math.max(0, dot(n, this.sun)) * t.sunK;
    const b = toRgb(base);
    const c = toHex([0, 1, 2].map((i) => {
      const bounce = Math.max(0, -n[1]) * 0.12 * t.sunK;
      const light = (amb[i]! / 255) * t.ambK * sky + (sun[i]! / 255) * (diffuse + bounce) + glow;
      return b[i]! * light;
    }) as [number, number, number]);
    if (!p) return c;
    const d = Math.max(0, depth(this.cam, p));
    return mix(c, t.haze, clamp(d / 140) * t.hazeK);
  }

  /** Facing normal of a planar polygon, turned towards the camera. */
  facing(ps: readonly V3[]): V3 | null {
    const n = normalOf(ps);
    const toCam = sub(this.cam.pos, centroid(ps));
    return dot(n, toCam) >= 0 ? n : scale(n, -1);
  }

  face(ps: readonly V3[], base: string, o: FaceOptions = {}): void {
    const n0 = normalOf(ps);
    const c = centroid(ps);
    const front = dot(n0, sub(this.cam.pos, c)) > 0;
    if (o.cull && !front) return;
    const n = front ? n0 : scale(n0, -1);
    const screen = projectPolygon(this.cam, ps);
    if (screen.length < 3) return;
    const fill = o.paint ?? (o.flat ? base : this.shade(base, n, c, o.glow));
    const op = o.opacity !== undefined && o.opacity < 1 ? ` fill-opacity="${o.opacity.toFixed(2)}"` : '';
    const seam = o.opacity === undefined || o.opacity >= 1 ? ` stroke="${fill}" stroke-width="0.7"` : '';
    this.poly(screen, fill, op + (o.paint ? '' : seam));
  }

  /** A closed hexahedron (8 corners in boxCorners order). */
  solid(corners: readonly V3[], base: string, o: FaceOptions = {}): void {
    const faces = hexFaces(corners)
      .map((f) => ({ f, d: depth(this.cam, centroid(f)) }))
      .sort((a, b) => b.d - a.d);
    for (const { f } of faces) this.face(f, base, { ...o, cull: true });
  }

  box(min: V3, max: V3, base: string, o: FaceOptions = {}): void {
    this.solid(boxCorners(min, max), base, o);
  }

  /** A straight line between two points, `width` in metres. */
  line(a: V3, b: V3, color: string, width: number, attrs = ''): void {
    const pa = project(this.cam, a);
    const pb = project(this.cam, b);
    if (!pa || !pb) return;
    const px = Math.max(0.6, width * pxPerM(this.cam, centroid([a, b])));
    this.body.push(
      `<line x1="${n1(pa[0])}" y1="${n1(pa[1])}" x2="${n1(pb[0])}" y2="${n1(pb[1])}" stroke="${color}" stroke-width="${n1(px)}"${attrs}/>`,
    );
  }

  /** Draws `inner` (in metres, y up negative, origin at the base) standing at world point p. */
  sprite(p: V3, inner: string, flip = false): void {
    const s = project(this.cam, p);
    if (!s) return;
    const k = pxPerM(this.cam, p);
    this.body.push(
      `<g transform="translate(${n1(s[0])} ${n1(s[1])}) scale(${(flip ? -k : k).toFixed(3)} ${k.toFixed(3)})">${inner}</g>`,
    );
  }

  /** Shadows cast by polygons onto a polygon region, as one uniformly transparent group. */
  shadows(polys: readonly (readonly V3[])[], opacity: number, region?: readonly P2[]): void {
    if (opacity <= 0.005 || polys.length === 0) return;
    const clip = region ? ` clip-path="${this.clip(`<polygon points="${pts(region)}"/>`)}"` : '';
    const shapes = polys
      .map((p) => projectPolygon(this.cam, p))
      .filter((p) => p.length >= 3)
      .map((p) => `<polygon points="${pts(p)}"/>`)
      .join('');
    this.body.push(`<g fill="${this.tod.shadow}" opacity="${opacity.toFixed(2)}"${clip}>${shapes}</g>`);
  }

  /** Warm pool of light on a surface, for evening scenes. */
  glow(at: P2, rx: number, ry: number, color: string, strength: number): void {
    if (strength <= 0.01) return;
    const g = this.radial([[0, color, strength], [0.45, color, strength * 0.35], [1, color, 0]], 0, 0, 1);
    this.body.push(
      `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${g}" transform="translate(${n1(at[0])} ${n1(at[1])}) scale(${n1(rx)} ${n1(ry)})"/>`,
    );
  }

  screen(p: V3): P2 | null {
    return project(this.cam, p);
  }

  screenPoly(ps: readonly V3[]): P2[] {
    return projectPolygon(this.cam, ps);
  }

  toSvg(outW: number, outH: number, view: readonly [number, number, number, number] = [0, 0, W, H]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="${view.join(' ')}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${a.toFixed(3)}"` : ''}/>`)
    .join('');
}

