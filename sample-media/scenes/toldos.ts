/** Awning (toldo) with folding arms over an upper-floor balcony. */
import { type Canvas, W } from '../canvas';
import { darken, lightBy, lighten, mix } from '../color';
import { type Camera, type P2, type V3, lerp, shadowOn, shadowOnZ } from '../geom';
import { brand, materials } from '../palette';
import { glassPane, glassRail, WARM, zQuad } from './architecture';
import { headland, sea, treeLine } from './landscape';
import { broadleaf, grass, palm, shrub } from './plants';
import { sky } from './sky';

export type AwningView = 'fachada' | 'varanda' | 'lateral';

export interface AwningScene {
  view: AwningView;
  /** How far the fabric is unrolled, 0..1. */
  extend: number;
  fabric: readonly [string, string];
  stripes: boolean;
  valance: 'ondas' | 'reta';
  frame: keyof typeof materials.frames;
  shift?: number;
  turn?: number;
}

const BAL = { x0: -3.4, x1: 3.4, depth: 2.3 };
const CASSETTE_Y = 2.75;
const PROJECTION = 2.9;
const GROUND = -3.3;

export function awningCamera(s: AwningScene): Camera {
  const sh = s.shift ?? 0;
  const tu = s.turn ?? 0;
  switch (s.view) {
    case 'fachada':
      return { pos: [3.2 + sh, GROUND + 1.6, 9.4], yaw: 198 + tu, f: 1000, cx: W / 2, cy: 960 };
    case 'varanda':
      return { pos: [-3.0 + sh, 1.35, 0.35], yaw: 38 + tu, f: 640, cx: W / 2, cy: 560 };
    case 'lateral':
      return { pos: [-6.8 + sh, GROUND + 1.6, 8.2], yaw: 136 + tu, f: 760, cx: W / 2, cy: 800 };
  }
}

function awningGeometry(e: number): { bar: number; barY: number } {
  return { bar: 0.22 + PROJECTION * e, barY: CASSETTE_Y - 0.05 - 0.75 * e };
}

export function drawAwningScene(c: Canvas, s: AwningScene, phase = 0): void {
  const t = c.tod;
  const frame = materials.frames[s.frame];
  const r = c.rng.fork('awning');
  const toSea = s.view !== 'fachada';

  sky(c, { drift: phase * 40 });
  if (toSea) {
    headland(c, s.view === 'lateral' ? 'right' : 'left', 0.3, 60);
    sea(c, { phase });
    const g = c.screenPoly([[-60, GROUND, -30], [60, GROUND, -30], [60, GROUND, 10], [-60, GROUND, 10]]);
    c.poly(g, c.shade(brand.green, [0, 1, 0], [0, GROUND, 8]));
    const sand = c.screenPoly([[-60, GROUND, 10], [60, GROUND, 10], [60, GROUND - 0.6, 14], [-60, GROUND - 0.6, 14]]);
    c.poly(sand, c.shade(brand.sand, [0, 1, 0], [0, GROUND, 12]));
  } else {
    treeLine(c, mix(t.hills, t.sky[2], 0.4), 60);
    treeLine(c, mix(t.hills, brand.greenDark, 0.3), 30);
    const lawn = c.shade(brand.green, [0, 1, 0]);
    c.rect(-10, c.cam.cy, W + 20, 1100 - c.cam.cy, c.linear([[0, mix(lawn, t.haze, 0.4)], [0.4, lawn]], 0, c.cam.cy, 0, 1000));
  }

  const pr = c.rng.fork('palms');
  if (s.view === 'fachada') {
    palm(c, [-8, GROUND, -3], 9, 0.8, pr);
  }

  building(c, s, frame);
  if (s.view === 'fachada') {
    palm(c, [7.8, GROUND, 4.5], 8.5, -0.9, pr);
    shrub(c, [-4.2, GROUND, 3.2], 3.2, 1.1, r);
    shrub(c, [3.6, GROUND, 3.4], 2.4, 0.9, r, brand.sage);
    grass(c, [1.2, GROUND, 4], 0.9, r);
  }
  if (s.view === 'lateral') {
    palm(c, [-9, GROUND, 3], 8.5, 0.8, pr);
    shrub(c, [-2.5, GROUND, 3.6], 2.6, 1, r);
  }
  if (s.view === 'varanda') {
    broadleaf(c, [BAL.x1 - 0.45, 0, BAL.depth - 0.35], 1.4, r, '#E6DED2');
  }
}

function building(c: Canvas, s: AwningScene, frame: string): void {
  const t = c.tod;
  const lit = t.lights > 0.5 ? 1 : 0;
  const wall = materials.wall;
  const r = c.rng.fork('building');
  // Two storeys with the balcony slab cantilevered from the upper one.
  const long = s.view === 'lateral';
  const west = long ? -13 : -6;
  if (c.cam.pos[2] > 0) {
    c.box([west, GROUND, -8], [6, 3.4, 0], wall);
    c.box([west - 0.2, 3.4, -8.2], [6.2, 3.7, 0.4], lighten(wall, 0.3));
  }
  if (long) {
    c.box([west, -0.25, 0], [BAL.x0, 0, BAL.depth], lighten(wall, 0.1));
    c.face([[west, 0, 0], [BAL.x0, 0, 0], [BAL.x0, 0, BAL.depth], [west, 0, BAL.depth]], materials.stone);
    glassPane(c, zQuad(-11, -4.2, 0, 2.55, 0.01), lit);
    glassRail(c, [west, 0, BAL.depth], [BAL.x0, 0, BAL.depth], 1.05, frame);
  }
  for (const [x0, x1] of [[-5, -1.2], [1.2, 5]] as const) {
    glassPane(c, zQuad(x0, x1, GROUND + 0.2, GROUND + 2.6, 0.01), lit);
    c.box([x0, GROUND + 2.55, 0.01], [x1, GROUND + 2.62, 0.06], frame);
  }
  if (c.cam.pos[2] > 0) glassPane(c, zQuad(-2.6, 2.6, 0, 2.55, 0.01), lit);
  for (const x of [-2.6, -0.9, 0.9, 2.6]) c.box([x - 0.04, 0, 0.01], [x + 0.04, 2.55, 0.07], frame);
  c.box([-2.64, 2.5, 0.01], [2.64, 2.58, 0.07], frame);

  const e = s.extend;
  const { bar, barY } = awningGeometry(e);
  const sun = c.sun;
  const floorTop: V3[] = [[BAL.x0, 0, 0], [BAL.x1, 0, 0], [BAL.x1, 0, BAL.depth], [BAL.x0, 0, BAL.depth]];
  const fabric: V3[] = [[BAL.x0 + 0.1, CASSETTE_Y - 0.05, 0.22], [BAL.x1 - 0.1, CASSETTE_Y - 0.05, 0.22], [BAL.x1 - 0.1, barY, bar], [BAL.x0 + 0.1, barY, bar]];

  // Shadow of the fabric on the façade.
  if (t.sunK > 0.01 && sun[1] > 0.08 && sun[2] > 0.05 && e > 0.05) {
    const wallShadow = fabric.map((p) => shadowOnZ(p, sun, 0.02));
    c.shadows([wallShadow], t.shadowK * 1.7, c.screenPoly(zQuad(-6, 6, 0, 3.4, 0.02)));
  }

  c.box([BAL.x0, -0.25, 0], [BAL.x1, 0, BAL.depth], lighten(wall, 0.1));
  const floor = c.screenPoly(floorTop);
  c.face(floorTop, materials.stone);
  if (t.sunK > 0.01 && sun[1] > 0.08 && e > 0.05) {
    c.shadows([fabric.map((p) => shadowOn(p, sun, 0))], t.shadowK * 1.7, floor);
  }
  if (t.lights > 0.2) {
    const p = c.screen([0, 0, BAL.depth * 0.5]);
    if (p) c.glow(p, 420, 90, WARM, 0.3 * t.lights);
  }
  bistro(c, r.pick([brand.teak, '#E8E2D8', '#3A3F44']));

  // Cassette, arms, fabric and valance.
  c.box([BAL.x0, CASSETTE_Y - 0.12, 0.01], [BAL.x1, CASSETTE_Y + 0.06, 0.24], frame);
  const armCol = c.shade(frame, [0, 0, 1], [0, CASSETTE_Y, 1]);
  for (const x of [BAL.x0 + 0.35, BAL.x1 - 0.35]) {
    const base: V3 = [x, CASSETTE_Y - 0.35, 0.05];
    const end: V3 = [x, barY - 0.04, bar];
    const reach = Math.hypot(end[1] - base[1], end[2] - base[2]);
    const elbowOut = Math.sqrt(Math.max(0, 1.6 * 1.6 - (reach / 2) ** 2));
    const mid: V3 = [x + (x < 0 ? 1 : -1) * elbowOut, (base[1] + end[1]) / 2 - 0.05, (base[2] + end[2]) / 2];
    if (e > 0.02) {
      c.line(base, mid, armCol, 0.05);
      c.line(mid, end, armCol, 0.05);
    }
  }
  if (e > 0.02) drawFabric(c, s, fabric);
  c.box([BAL.x0 + 0.05, barY - 0.1, bar - 0.05], [BAL.x1 - 0.05, barY + 0.02, bar + 0.05], frame);
  if (e > 0.02) valance(c, s, bar, barY);

  glassRail(c, [BAL.x0, 0, BAL.depth], [BAL.x1, 0, BAL.depth], 1.05, frame);
  if (!long) glassRail(c, [BAL.x0, 0, 0], [BAL.x0, 0, BAL.depth], 1.05, frame);
  glassRail(c, [BAL.x1, 0, 0], [BAL.x1, 0, BAL.depth], 1.05, frame);
}

/** The fabric in stripes, brighter where the sun shines through it when seen from below. */
function drawFabric(c: Canvas, s: AwningScene, q: V3[]): void {
  const t = c.tod;
  const [a, b, cc, d] = [q[0]!, q[1]!, q[2]!, q[3]!];
  const below = c.cam.pos[1] < lerp(a[1], d[1], 0.5);
  const n = s.stripes ? 14 : 1;
  for (let i = 0; i < n; i++) {
    const u0 = i / n;
    const u1 = (i + 1) / n;
    const quad: V3[] = [lerpV(a, b, u0), lerpV(a, b, u1), lerpV(d, cc, u1), lerpV(d, cc, u0)];
    const base = s.fabric[i % 2]!;
    if (below) {
      let through = lightBy(base, mix(t.sunColor, t.ambient, 0.5), t.ambK * 0.85 + t.sunK * 0.7);
      if (t.lights > 0.5) through = mix(through, WARM, 0.35);
      const p0 = c.screen(lerpV(a, b, 0.5));
      const p1 = c.screen(lerpV(d, cc, 0.5));
      const paint = p0 && p1 ? c.linear([[0, darken(through, 0.12)], [1, lighten(through, 0.06)]], p0[0], p0[1], p1[0], p1[1]) : through;
      c.face(quad, through, { paint });
    } else {
      c.face(quad, base);
    }
  }
}

function valance(c: Canvas, s: AwningScene, bar: number, barY: number): void {
  const drop = 0.26;
  const n = 22;
  const x0 = BAL.x0 + 0.05;
  const x1 = BAL.x1 - 0.05;
  const z = bar + 0.06;
  const top0 = c.screen([x0, barY, z]);
  const top1 = c.screen([x1, barY, z]);
  if (!top0 || !top1) return;
  const pts: P2[] = [top0, top1];
  for (let i = n; i >= 0; i--) {
    const x = lerp(x0, x1, i / n);
    const wave = s.valance === 'ondas' ? (i % 2 === 0 ? 0 : 0.07) : 0;
    const p = c.screen([x, barY - drop + wave, z]);
    if (p) pts.push(p);
  }
  const col = c.shade(s.fabric[s.stripes ? 1 : 0], [0, 0, 1], [0, barY, z]);
  if (s.valance === 'ondas') {
    let d = `M${top0[0].toFixed(1)} ${top0[1].toFixed(1)}L${top1[0].toFixed(1)} ${top1[1].toFixed(1)}`;
    const bottom = pts.slice(2);
    d += `L${bottom[0]![0].toFixed(1)} ${bottom[0]![1].toFixed(1)}`;
    for (let i = 1; i + 1 < bottom.length; i += 2) {
      const ctl = bottom[i]!;
      const end = bottom[i + 1]!;
      d += `Q${ctl[0].toFixed(1)} ${(ctl[1] + (ctl[1] - end[1]) * 2.2).toFixed(1)} ${end[0].toFixed(1)} ${end[1].toFixed(1)}`;
    }
    c.add(`<path d="${d}Z" fill="${col}"/>`);
  } else {
    c.poly(pts, col);
  }
}

/** A round bistro table with two slim chairs. */
function bistro(c: Canvas, chair: string): void {
  const top = '#ECE6DC';
  const cx = 0.2;
  const cz = 1.15;
  const ring = (y: number, rad: number): V3[] =>
    Array.from({ length: 20 }, (_, i) => [cx + Math.cos((i / 20) * Math.PI * 2) * rad, y, cz + Math.sin((i / 20) * Math.PI * 2) * rad] as V3);
  c.line([cx, 0, cz], [cx, 0.72, cz], c.shade(chair, [0, 0, 1]), 0.05);
  c.face(ring(0.005, 0.22), darken(chair, 0.1));
  c.face(ring(0.745, 0.4), top);
  for (const [x, dir] of [[cx - 0.75, 1], [cx + 0.75, -1]] as const) {
    const legs: V3[] = [[x - 0.2, 0, cz - 0.2], [x + 0.2, 0, cz - 0.2], [x - 0.2, 0, cz + 0.2], [x + 0.2, 0, cz + 0.2]];
    for (const l of legs) c.line(l, [l[0], 0.45, l[2]], c.shade(chair, [0, 0, 1]), 0.025);
    c.box([x - 0.22, 0.43, cz - 0.22], [x + 0.22, 0.47, cz + 0.22], chair);
    const bx = x - dir * 0.22;
    c.box([bx - 0.02, 0.47, cz - 0.22], [bx + 0.02, 0.88, cz + 0.22], chair);
  }
}

const lerpV = (a: V3, b: V3, t: number): V3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];

