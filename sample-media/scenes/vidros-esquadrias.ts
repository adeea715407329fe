/** Glass façades and aluminium frames: a glazed pavilion by a pool, inside and out. */
import { type Canvas, W, n1 } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Camera, type P2, type V3 } from '../geom';
import { brand, materials } from '../palette';
import { glassPane, pendant, sofa, WARM, xQuad, zQuad } from './architecture';
import { headland, sea, treeLine } from './landscape';
import { broadleaf, grass, palm, shrub } from './plants';
import { sky } from './sky';

export type GlassView = 'fachada' | 'lateral' | 'interior' | 'canto';

export interface GlassScene {
  view: GlassView;
  frame: keyof typeof materials.frames;
  /** How far the sliding panel nearest the corner is open, 0..1. */
  slide: number;
  /** Position of a band of light sweeping across the glass, 0..1, or null. */
  sweep: number | null;
  pool: boolean;
  shift?: number;
  turn?: number;
}

const X0 = -6;
const X1 = 6;
const Z0 = -7;
const Z1 = 0;
const HT = 3.0;
const PANE = 2;

export function glassCamera(s: GlassScene): Camera {
  const sh = s.shift ?? 0;
  const tu = s.turn ?? 0;
  switch (s.view) {
    case 'fachada':
      return { pos: [8.6 + sh, 1.45, 10], yaw: 220 + tu, f: 900, cx: W / 2, cy: 590 };
    case 'lateral':
      return { pos: [-11.5 + sh, 1.5, 7.5], yaw: 124 + tu, f: 900, cx: W / 2, cy: 600 };
    case 'interior':
      return { pos: [0.8 + sh, 1.45, -5.6], yaw: 4 + tu, f: 640, cx: W / 2, cy: 560 };
    case 'canto':
      return { pos: [9.6 + sh, 1.25, 5.2], yaw: 230 + tu, f: 1000, cx: W / 2, cy: 600 };
  }
}

export function drawGlassScene(c: Canvas, s: GlassScene, phase = 0): void {
  const t = c.tod;
  const frame = materials.frames[s.frame];
  const r = c.rng.fork('glass');
  const inside = s.view === 'interior';
  const lit = t.lights > 0.5 ? 1 : 0;

  sky(c, { drift: phase * 40 });
  const seaward = s.view === 'interior' || s.view === 'lateral';
  if (seaward) {
    headland(c, inside ? 'right' : 'left', 0.3, 55);
    sea(c, { phase });
  } else {
    treeLine(c, mix(t.hills, t.sky[2], 0.4), 56);
    treeLine(c, mix(t.hills, brand.greenDark, 0.3), 30);
    const far = c.shade(brand.green, [0, 1, 0]);
    c.rect(-10, c.cam.cy, W + 20, 1100 - c.cam.cy, c.linear([[0, mix(far, t.haze, 0.45)], [0.35, far]], 0, c.cam.cy, 0, 1000));
  }

  // Ground: a lawn on the cliff top and a stone terrace with the pool.
  const lawn = c.shade(brand.green, [0, 1, 0], [0, -0.3, 10]);
  const lawnEdge = seaward ? 13 : 60;
  c.poly(c.screenPoly([[-60, -0.3, -40], [60, -0.3, -40], [60, -0.3, lawnEdge], [-60, -0.3, lawnEdge]]), lawn);
  const stone = materials.stone;
  c.face([[X0 - 1, -0.05, Z1], [X1 + 3, -0.05, Z1], [X1 + 3, -0.05, 8], [X0 - 1, -0.05, 8]], stone);
  c.box([X0 - 1, -0.35, Z1], [X1 + 3, -0.05, 8], darken(stone, 0.1));
  if (s.pool) pool(c, phase);

  const pr = c.rng.fork('palms');
  if (!inside) {
    palm(c, [X0 - 3, -0.3, -3], 8.5, 0.7, pr);
    palm(c, [X1 + 5.5, -0.3, 3], 7.5, -0.8, pr);
    shrub(c, [X0 - 2, -0.3, 1.5], 2.8, 1, r);
  } else {
    palm(c, [-7.5, -0.3, 10], 8, 0.6, pr);
  }

  if (!inside) pavilion(c, s, frame, lit);
  else interior(c, s, frame, lit);

  if (!inside) {
    grass(c, [X1 + 2.3, -0.05, 1.2], 0.9, r);
    broadleaf(c, [X1 + 1.2, -0.05, 0.9], 1.5, r, '#D9CFC0');
  }
}

function pool(c: Canvas, phase: number): void {
  const t = c.tod;
  const q: V3[] = [[-4.5, -0.04, 2.2], [4.5, -0.04, 2.2], [4.5, -0.04, 6.4], [-4.5, -0.04, 6.4]];
  const sp = c.screenPoly(q);
  if (sp.length < 3) return;
  const ys = sp.map((p) => p[1]);
  const deep = t.lights > 0.5 ? '#1E6F86' : '#2C8FA6';
  const paint = c.linear([[0, mix(t.sky[2], '#7FD0D8', 0.5)], [1, deep]], 0, Math.min(...ys), 0, Math.max(...ys));
  c.poly(sp, paint);
  const clip = c.clip(`<polygon points="${sp.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}"/>`);
  const rr = c.rng.fork('pool');
  const lines: string[] = [];
  for (let i = 0; i < 14; i++) {
    const z = 2.4 + rr.next() * 3.8;
    const x = -4.5 + rr.next() * 8 + Math.sin((phase + rr.next()) * Math.PI * 2) * 0.35;
    const a = c.screen([x, -0.04, z]);
    const b = c.screen([x + 0.6 + rr.next(), -0.04, z]);
    if (a && b) lines.push(`<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}"/>`);
  }
  c.add(`<g clip-path="${clip}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round">${lines.join('')}</g>`);
  if (t.lights > 0.5) {
    const m = c.screen([0, -0.04, 4.3]);
    if (m) c.glow(m, 300, 60, '#9FE6EE', 0.35);
  }
}

/** Furniture and walls seen through the glass. */
function rooms(c: Canvas, lit: number): void {
  const warm = lit > 0.5;
  const wallIn = warm ? mix(materials.wall, WARM, 0.45) : mix(materials.wall, '#6A5E52', 0.35);
  c.face([[X0, 0, Z0 + 0.2], [X1, 0, Z0 + 0.2], [X1, HT, Z0 + 0.2], [X0, HT, Z0 + 0.2]], wallIn, { flat: true });
  c.face([[X0, 0.01, Z0], [X1, 0.01, Z0], [X1, 0.01, Z1], [X0, 0.01, Z1]], warm ? mix('#C9A27A', WARM, 0.3) : '#8E8274', { flat: true });
  c.face([[X0, HT - 0.01, Z0], [X1, HT - 0.01, Z0], [X1, HT - 0.01, Z1], [X0, HT - 0.01, Z1]], warm ? mix('#F1E2C8', WARM, 0.3) : '#9C968C', { flat: true });
  const art = c.screenPoly(zQuad(-1.2, 1.2, 1.3, 2.3, Z0 + 0.22));
  c.poly(art, warm ? '#C98C5A' : '#6E7F86');
  sofa(c, [-0.4, 0, -4.6], 2.6, 0, warm ? '#E9D6BA' : '#BDB4A6', '#5A4A3C');
  broadleaf(c, [X1 - 1, 0, -5.8], 1.7, c.rng.fork('in'), '#D9CFC0');
  if (warm) {
    pendant(c, [-0.4, HT, -3], 0.9, brand.brass, 1);
    const p = c.screen([-0.4, 0, -3.4]);
    if (p) c.glow(p, 360, 120, WARM, 0.35);
  }
}

function frames(c: Canvas, frame: string, xs: number[], zs: number[]): void {
  for (const x of xs) c.box([x - 0.035, 0, Z1 - 0.06], [x + 0.035, HT, Z1 + 0.04], frame);
  for (const z of zs) c.box([X1 - 0.06, 0, z - 0.035], [X1 + 0.04, HT, z + 0.035], frame);
  c.box([X0, HT - 0.08, Z1 - 0.06], [X1 + 0.04, HT, Z1 + 0.04], frame);
  c.box([X0, 0, Z1 - 0.06], [X1 + 0.04, 0.05, Z1 + 0.04], frame);
  c.box([X1 - 0.06, HT - 0.08, Z0], [X1 + 0.04, HT, Z1], frame);
  c.box([X1 - 0.06, 0, Z0], [X1 + 0.04, 0.05, Z1], frame);
}

function pavilion(c: Canvas, s: GlassScene, frame: string, lit: number): void {
  const t = c.tod;
  c.box([X0 - 0.4, -0.3, Z0 - 0.4], [X1 + 0.4, 0, Z1 + 0.4], lighten(materials.stone, 0.1));
  // Stone-clad west wall and back wall.
  c.box([X0 - 0.3, 0, Z0], [X0, HT, Z1], materials.stone);
  c.box([X0, 0, Z0 - 0.3], [X1, HT, Z0], materials.wall);
  rooms(c, lit);

  const panes: P2[][] = [];
  const xs: number[] = [];
  const opacity = lit ? 0.35 : 0.78;
  for (let x = X0; x < X1 - 0.01; x += PANE) {
    const slideOff = x + PANE >= X1 - 0.01 ? -s.slide * (PANE - 0.1) : 0;
    panes.push(glassPane(c, zQuad(x + slideOff, x + PANE + slideOff, 0.05, HT - 0.08, Z1), lit, { opacity }));
    xs.push(x);
  }
  xs.push(X1);
  const zs: number[] = [];
  for (let z = Z0; z < Z1 - 0.01; z += PANE + 1 / 3) {
    panes.push(glassPane(c, xQuad(z, z + PANE + 1 / 3, 0.05, HT - 0.08, X1), lit, { opacity }));
    zs.push(z);
  }
  frames(c, frame, xs, zs);
  slidingLeaf(c, s, frame);
  c.box([X0 - 0.6, HT, Z0 - 0.6], [X1 + 1.2, HT + 0.32, Z1 + 1.4], lighten(materials.wall, 0.25));
  if (lit && t.lights > 0.5) {
    for (const x of [-3, 0, 3]) {
      const p = c.screen([x, HT - 0.02, Z1 + 1]);
      if (p) c.glow(p, 60, 14, WARM, 0.9);
    }
  }
  if (s.sweep !== null) sweepBand(c, panes, s.sweep);
}

function interior(c: Canvas, s: GlassScene, frame: string, lit: number): void {
  const t = c.tod;
  const panes: P2[][] = [];
  const xs: number[] = [];
  for (let x = X0; x < X1 - 0.01; x += PANE) {
    const last = x + PANE >= X1 - 0.01;
    const off = last ? -s.slide * (PANE - 0.1) : 0;
    panes.push(glassPane(c, zQuad(x + off, x + PANE + off, 0.05, HT - 0.08, Z1), 0, { opacity: 0.16, streaks: false }));
    xs.push(x);
  }
  xs.push(X1);
  const zs: number[] = [];
  for (let z = Z0; z < Z1 - 0.01; z += PANE + 1 / 3) {
    panes.push(glassPane(c, xQuad(z, z + PANE + 1 / 3, 0.05, HT - 0.08, X1), 0, { opacity: 0.16, streaks: false }));
    zs.push(z);
  }
  if (s.sweep !== null) sweepBand(c, panes, s.sweep);
  frames(c, frame, xs, zs);
  slidingLeaf(c, s, frame);

  const dim = (col: string) => (lit ? mix(col, WARM, 0.35) : mix(col, '#4E443C', 0.22));
  c.face([[X0 - 2, HT, Z0 - 2], [X1, HT, Z0 - 2], [X1, HT, Z1], [X0 - 2, HT, Z1]], dim(lighten(materials.deckWoods[2], 0.1)), { flat: true });
  const slats: string[] = [];
  const zNear = c.cam.pos[2] + 0.3;
  for (let x = X0; x <= X1; x += 0.16) {
    const a = c.screen([x, HT, zNear]);
    const b = c.screen([x, HT, Z1]);
    if (a && b) slats.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${slats.join('')}" stroke="#000000" stroke-opacity="0.14" stroke-width="1.2" fill="none"/>`);
  c.face([[X0, 0, Z0], [X0, 0, Z1], [X0, HT, Z1], [X0, HT, Z0]], dim(materials.wall), { flat: true });
  const floor: V3[] = [[X0, 0, Z0 - 2], [X1, 0, Z0 - 2], [X1, 0, Z1], [X0, 0, Z1]];
  c.face(floor, dim('#D9CDBB'), { flat: true });
  const tiles: string[] = [];
  for (let x = X0; x <= X1; x += 1.2) {
    const a = c.screen([x, 0, zNear]);
    const b = c.screen([x, 0, Z1]);
    if (a && b) tiles.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  for (let z = Z1; z >= zNear; z -= 1.2) {
    const a = c.screen([X0, 0, z]);
    const b = c.screen([X1, 0, z]);
    if (a && b) tiles.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${tiles.join('')}" stroke="#000000" stroke-opacity="0.08" stroke-width="1.2" fill="none"/>`);
  c.poly(c.screenPoly([[-1.5, 0.005, -4.4], [2.2, 0.005, -4.4], [2.2, 0.005, -1.6], [-1.5, 0.005, -1.6]]), dim('#B9A58C'));
  // Sunlight through the glass on the floor.
  if (t.sunK > 0.01 && c.sun[1] > 0.05 && c.sun[2] > 0.05) {
    const k = (HT - 0.1) / c.sun[1];
    const patch: V3[] = [
      [X0 + 0.5, 0, Z1],
      [X1, 0, Z1],
      [X1 - c.sun[0] * k, 0, Z1 - c.sun[2] * k],
      [X0 + 0.5 - c.sun[0] * k, 0, Z1 - c.sun[2] * k],
    ];
    const region = c.screenPoly(floor);
    const clip = c.clip(`<polygon points="${region.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}"/>`);
    const sp = c.screenPoly(patch);
    c.add(`<g clip-path="${clip}"><polygon points="${sp.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}" fill="${t.sunColor}" fill-opacity="${(0.25 * t.sunK / 0.4).toFixed(2)}"/></g>`);
  }
  if (lit) {
    const p = c.screen([-1, 0, -2.5]);
    if (p) c.glow(p, 500, 140, WARM, 0.35);
  }
  const r = c.rng.fork('interior');
  broadleaf(c, [X0 + 0.8, 0, -1.2], 1.8, r, '#CFC3B2');
  sofa(c, [3.2, 0, -3.2], 2.4, -70, lit ? '#E9D6BA' : '#D8CCBA', '#5A4A3C');
}

/** A soft diagonal band of reflected light, clipped to the glass. */
function sweepBand(c: Canvas, panes: P2[][], at: number): void {
  const shapes = panes.filter((p) => p.length >= 3).map((p) => `<polygon points="${p.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}"/>`);
  if (!shapes.length) return;
  const clip = c.clip(shapes.join(''));
  const x = -500 + at * (W + 1000);
  const g = c.linear([[0, '#ffffff', 0], [0.5, '#ffffff', 0.42], [1, '#ffffff', 0]], x - 160, 0, x + 160, 0);
  c.add(`<g clip-path="${clip}"><polygon points="${n1(x - 160 - 250)},1000 ${n1(x - 160 + 250)},0 ${n1(x + 160 + 250)},0 ${n1(x + 160 - 250)},1000" fill="${g}"/></g>`);
}

/** The sliding leaf's own stiles, which travel with it along the outer track. */
function slidingLeaf(c: Canvas, s: GlassScene, frame: string): void {
  if (s.slide <= 0.01) return;
  const off = -s.slide * (PANE - 0.1);
  const x0 = X1 - PANE + off;
  const x1 = X1 + off;
  const z = Z1 + 0.05;
  c.box([x0, 0, z], [x0 + 0.06, HT - 0.06, z + 0.05], frame);
  c.box([x1 - 0.06, 0, z], [x1, HT - 0.06, z + 0.05], frame);
  c.box([x0, HT - 0.12, z], [x1, HT - 0.06, z + 0.05], frame);
  c.box([x0, 0.02, z], [x1, 0.08, z + 0.05], frame);
}
