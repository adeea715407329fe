/** A pivot entrance door in lambril (vertical timber slats) set in a slatted wall under a canopy. */
import { type Canvas, W, n1 } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Camera, type V3, shadowOnZ } from '../geom';
import { brand, materials } from '../palette';
import { WARM, zQuad } from './architecture';
import { treeLine } from './landscape';
import { broadleaf, grass, palm, shrub } from './plants';
import { sky } from './sky';

export interface LambrilScene {
  wood: string;
  /** Horizontal nudge of the canopy's shadow (videos), metres. */
  sweep?: number;
  turn?: number;
}

const SLAT = 0.075;
const GAP = 0.022;
const WALL = { x0: -2.3, x1: 2.3 };
const DOOR = { x0: -0.85, x1: 0.75, h: 3.05 };
const CANOPY_Y = 3.45;

export function lambrilCamera(s: LambrilScene): Camera {
  return { pos: [2.2, 1.4, 9.6], yaw: 194 + (s.turn ?? 0), f: 1380, cx: W / 2, cy: 600 };
}

export function drawLambrilScene(c: Canvas, s: LambrilScene): void {
  const t = c.tod;
  const r = c.rng.fork('lambril');
  sky(c);
  treeLine(c, mix(t.hills, t.sky[2], 0.4), 50);
  const far = c.shade(brand.green, [0, 1, 0]);
  c.rect(-10, c.cam.cy, W + 20, 1100 - c.cam.cy, c.linear([[0, mix(far, t.haze, 0.45)], [0.3, far]], 0, c.cam.cy, 0, 1000));
  palm(c, [-7.5, -0.2, -4], 8.5, 0.8, c.rng.fork('palm'));

  // Façade: rendered wall, stone-clad wing and the slatted entrance wall.
  c.box([-9, -0.2, -6], [WALL.x0, 4.2, 0], materials.wall);
  c.box([WALL.x1, -0.2, -6], [8, 3.9, -0.2], materials.stone);
  stoneCourses(c, WALL.x1, 8, -0.2);
  c.box([WALL.x0, -0.2, -0.4], [WALL.x1, CANOPY_Y, -0.3], darken(s.wood, 0.55));
  slats(c, s.wood, WALL.x0, WALL.x1, 0, CANOPY_Y, -0.3);

  // The door leaf: the same slats, proud of the wall by a hair, with a shadow gap around it.
  const gap = c.screenPoly(zQuad(DOOR.x0 - 0.04, DOOR.x1 + 0.04, 0, DOOR.h + 0.04, -0.295));
  c.poly(gap, darken(s.wood, 0.7));
  slats(c, lighten(s.wood, 0.1), DOOR.x0, DOOR.x1, 0, DOOR.h, -0.27);
  handle(c, DOOR.x0 + 0.2);
  sidelight(c, DOOR.x1 + 0.1, DOOR.x1 + 0.55);

  // Canopy and its shadow on the slats.
  const canopy: V3[] = [[WALL.x0 - 0.6, CANOPY_Y, -0.3], [WALL.x1 + 0.6, CANOPY_Y, -0.3], [WALL.x1 + 0.6, CANOPY_Y, 1.3], [WALL.x0 - 0.6, CANOPY_Y, 1.3]];
  if (t.sunK > 0.01 && c.sun[1] > 0.05 && c.sun[2] > 0.05) {
    const sun = c.sun;
    const off = s.sweep ?? 0;
    const shadow = canopy.map((p) => shadowOnZ([p[0] + off, p[1], p[2]], sun, -0.26));
    c.shadows([shadow], t.shadowK * 1.6, c.screenPoly(zQuad(WALL.x0, WALL.x1, 0, CANOPY_Y, -0.26)));
  }
  c.box([WALL.x0 - 0.6, CANOPY_Y, -0.3], [WALL.x1 + 0.6, CANOPY_Y + 0.22, 1.3], lighten(materials.wall, 0.2));
  for (const x of [-1.2, 0, 1.2]) {
    const p = c.screen([x, CANOPY_Y - 0.01, 0.7]);
    if (p) {
      c.add(`<ellipse cx="${n1(p[0])}" cy="${n1(p[1])}" rx="9" ry="2.5" fill="${t.lights > 0.2 ? '#FFF1D0' : '#D8D2C8'}"/>`);
      if (t.lights > 0.2) {
        const q = c.screen([x, 1.6, -0.26]);
        if (q) c.glow(q, 150, 260, WARM, 0.4 * t.lights);
      }
    }
  }

  // Steps and paving.
  c.box([WALL.x0 - 0.6, -0.2, -0.3], [WALL.x1 + 0.6, 0, 1.7], lighten(materials.stone, 0.15));
  c.box([WALL.x0 - 0.2, -0.38, 1.7], [WALL.x1 + 0.2, -0.2, 2.2], lighten(materials.stone, 0.1));
  c.box([-9, -0.55, -0.2], [9, -0.38, 9], mix(materials.stone, brand.sage, 0.25));
  const joints: string[] = [];
  for (let z = 2.6; z < 9; z += 0.9) {
    const a = c.screen([-9, -0.38, z]);
    const b = c.screen([9, -0.38, z]);
    if (a && b) joints.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  for (let x = -8.1; x < 9; x += 0.9) {
    const a = c.screen([x, -0.38, 2.2]);
    const b = c.screen([x, -0.38, 9]);
    if (a && b) joints.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${joints.join('')}" stroke="#000000" stroke-opacity="0.09" stroke-width="1.2" fill="none"/>`);
  broadleaf(c, [WALL.x0 - 0.9, -0.38, 0.9], 1.9, r, '#D4C9B8');
  grass(c, [WALL.x1 + 1.1, -0.38, 0.6], 1.1, r);
  grass(c, [WALL.x1 + 1.6, -0.38, 0.9], 0.9, r);
  shrub(c, [-4.6, -0.38, 0.6], 2.2, 0.8, r);
}

/** Vertical slats between x0 and x1 on the plane z, with their shadow gaps. */
function slats(c: Canvas, wood: string, x0: number, x1: number, y0: number, y1: number, z: number): void {
  const r = c.rng.fork(`slats-${x0}`);
  const base = c.shade(wood, [0, 0, 1], [0, 1.5, z]);
  const back = c.screenPoly(zQuad(x0, x1, y0, y1, z));
  c.poly(back, darken(base, 0.45));
  const strips: string[] = [];
  for (let x = x0 + GAP / 2; x + SLAT <= x1 + 1e-6; x += SLAT + GAP) {
    const q = c.screenPoly(zQuad(x, x + SLAT, y0, y1, z + 0.005));
    const tone = mix(base, r.chance(0.5) ? '#ffffff' : '#3a2414', r.range(0, 0.09));
    strips.push(`<polygon points="${q.map(([a, b]) => `${n1(a)},${n1(b)}`).join(' ')}" fill="${tone}"/>`);
  }
  c.add(strips.join(''));
}

function stoneCourses(c: Canvas, x0: number, x1: number, z: number): void {
  const lines: string[] = [];
  for (let y = 0.3; y < 3.9; y += 0.32) {
    const a = c.screen([x0, y, z + 0.01]);
    const b = c.screen([x1, y, z + 0.01]);
    if (a && b) lines.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${lines.join('')}" stroke="#000000" stroke-opacity="0.12" stroke-width="1.4" fill="none"/>`);
}

/** A long brass pull standing off the door on two posts. */
function handle(c: Canvas, x: number): void {
  const z = -0.2;
  const top: V3 = [x, 2.05, z + 0.07];
  const bottom: V3 = [x, 0.75, z + 0.07];
  const brass = lighten(c.shade(brand.brass, [0.3, 0.3, 1], top), 0.1);
  c.line([x, 1.9, z], [x, 1.9, z + 0.07], darken(brass, 0.3), 0.03);
  c.line([x, 0.9, z], [x, 0.9, z + 0.07], darken(brass, 0.3), 0.03);
  c.line(bottom, top, brass, 0.05, ' stroke-linecap="round"');
  c.line([x + 0.01, 0.8, z + 0.08], [x + 0.01, 2.0, z + 0.08], lighten(brass, 0.45), 0.012);
}

/** A narrow fixed glass sidelight beside the door, in a slim black frame. */
function sidelight(c: Canvas, x0: number, x1: number): void {
  const z = -0.26;
  const lit = c.tod.lights > 0.5;
  const q = c.screenPoly(zQuad(x0, x1, 0, DOOR.h, z));
  const ys = q.map((p) => p[1]);
  const paint = lit
    ? c.linear([[0, mix(WARM, '#E7B57A', 0.3)], [1, '#A8703E']], 0, Math.min(...ys), 0, Math.max(...ys))
    : c.linear([[0, mix(c.tod.sky[1], materials.glassDark, 0.45)], [1, materials.glassDark]], 0, Math.min(...ys), 0, Math.max(...ys));
  c.poly(q, paint);
  const f = materials.frames.grafite;
  c.box([x0 - 0.03, 0, z], [x0, DOOR.h, z + 0.04], f);
  c.box([x1, 0, z], [x1 + 0.03, DOOR.h, z + 0.04], f);
  c.box([x0 - 0.03, DOOR.h - 0.03, z], [x1 + 0.03, DOOR.h, z + 0.04], f);
}
