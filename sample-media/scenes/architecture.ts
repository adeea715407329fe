/** Building parts shared by the scenes: decks, walls with glazing, rails, furniture, lamps. */
import { type Canvas, n1 } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type P2, type V3, boxCorners, lerp, pxPerM } from '../geom';
import { materials } from '../palette';

export const WARM = '#FFD08A';

export interface DeckSpec {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  y?: number;
  wood: string;
  /** Direction the boards run. */
  along: 'x' | 'z';
  board?: number;
  thickness?: number;
}

/** A timber deck; returns the projected top face, for clipping cast shadows and light pools. */
export function deck(c: Canvas, d: DeckSpec): P2[] {
  const y = d.y ?? 0;
  const th = d.thickness ?? 0.35;
  c.box([d.x0, y - th, d.z0], [d.x1, y - 0.02, d.z1], darken(d.wood, 0.25));
  const top: V3[] = [
    [d.x0, y, d.z0],
    [d.x1, y, d.z0],
    [d.x1, y, d.z1],
    [d.x0, y, d.z1],
  ];
  c.face(top, d.wood);
  const r = c.rng.fork('deck');
  const board = d.board ?? 0.16;
  const span = d.along === 'z' ? d.x1 - d.x0 : d.z1 - d.z0;
  const n = Math.floor(span / board);
  const base = c.shade(d.wood, [0, 1, 0], [lerp(d.x0, d.x1, 0.5), y, lerp(d.z0, d.z1, 0.5)]);
  const tones: string[] = [];
  const gaps: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = i * board;
    const b = a + board;
    const quad: V3[] =
      d.along === 'z'
        ? [[d.x0 + a, y, d.z0], [d.x0 + b, y, d.z0], [d.x0 + b, y, d.z1], [d.x0 + a, y, d.z1]]
        : [[d.x0, y, d.z0 + a], [d.x1, y, d.z0 + a], [d.x1, y, d.z0 + b], [d.x0, y, d.z0 + b]];
    const v = r.range(-0.08, 0.08);
    if (Math.abs(v) > 0.025) {
      const s = c.screenPoly(quad);
      if (s.length >= 3) tones.push(`<polygon points="${s.map(([x, yy]) => `${n1(x)},${n1(yy)}`).join(' ')}" fill="${v > 0 ? '#ffffff' : '#000000'}" fill-opacity="${Math.abs(v).toFixed(2)}"/>`);
    }
    const [p, q] = d.along === 'z' ? [[d.x0 + b, y, d.z0], [d.x0 + b, y, d.z1]] as const : [[d.x0, y, d.z0 + b], [d.x1, y, d.z0 + b]] as const;
    const ps = c.screenPoly([p, q, q]);
    if (ps.length >= 2) gaps.push(`M${n1(ps[0]![0])} ${n1(ps[0]![1])}L${n1(ps[1]![0])} ${n1(ps[1]![1])}`);
  }
  c.add(tones.join(''));
  c.add(`<path d="${gaps.join('')}" stroke="${darken(base, 0.35)}" stroke-width="1.1" stroke-opacity="0.55" fill="none"/>`);
  return c.screenPoly(top);
}

/** Paint for glass: the sky reflected above, darker below; warm interior light when it is dark. */
export function glassPaint(c: Canvas, screen: readonly P2[], lit: number, tint: string = materials.glassDark): string {
  const ys = screen.map((p) => p[1]);
  const xs = screen.map((p) => p[0]);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const x0 = Math.min(...xs);
  const t = c.tod;
  if (lit > 0.5) {
    return c.linear([[0, mix(WARM, '#E9B872', 0.3)], [0.55, mix(WARM, '#C98A4E', 0.35)], [1, darken('#B9783F', 0.25)]], x0, y0, x0, y1);
  }
  const sky = mix(t.sky[1], t.sky[2], 0.5);
  return c.linear(
    [[0, mix(sky, tint, 0.35)], [0.45, mix(sky, tint, 0.62)], [0.46, mix(t.sky[2], tint, 0.7)], [1, mix(tint, '#000000', 0.2)]],
    x0, y0, x0 + (y1 - y0) * 0.35, y1,
  );
}

/** A pane of glass on a vertical quad, with diagonal highlights unless it glows. */
export function glassPane(c: Canvas, quad: readonly V3[], lit: number, opts: { streaks?: boolean; tint?: string; opacity?: number } = {}): P2[] {
  const s = c.screenPoly(quad);
  if (s.length < 3) return s;
  const op = opts.opacity !== undefined ? ` fill-opacity="${opts.opacity.toFixed(2)}"` : '';
  c.poly(s, glassPaint(c, s, lit, opts.tint), op);
  if (opts.streaks !== false && lit <= 0.5) {
    const xs = s.map((p) => p[0]);
    const ys = s.map((p) => p[1]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const w = x1 - x0;
    const h = y1 - y0;
    const clip = c.clip(`<polygon points="${s.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}"/>`);
    const a = 0.12 + 0.1 * c.tod.sunK;
    c.add(
      `<g clip-path="${clip}" fill="#ffffff"><polygon points="${n1(x0 + w * 0.15)},${n1(y1)} ${n1(x0 + w * 0.15 + h * 0.6)},${n1(y0)} ${n1(x0 + w * 0.33 + h * 0.6)},${n1(y0)} ${n1(x0 + w * 0.33)},${n1(y1)}" fill-opacity="${a.toFixed(2)}"/>` +
        `<polygon points="${n1(x0 + w * 0.42)},${n1(y1)} ${n1(x0 + w * 0.42 + h * 0.6)},${n1(y0)} ${n1(x0 + w * 0.47 + h * 0.6)},${n1(y0)} ${n1(x0 + w * 0.47)},${n1(y1)}" fill-opacity="${(a * 0.7).toFixed(2)}"/></g>`,
    );
  }
  return s;
}

/** A rectangle in the plane z = const, as a quad. */
export function zQuad(x0: number, x1: number, y0: number, y1: number, z: number): V3[] {
  return [[x0, y0, z], [x1, y0, z], [x1, y1, z], [x0, y1, z]];
}

/** A rectangle in the plane x = const, as a quad. */
export function xQuad(z0: number, z1: number, y0: number, y1: number, x: number): V3[] {
  return [[x, y0, z0], [x, y0, z1], [x, y1, z1], [x, y1, z0]];
}

export interface HouseSpec {
  x0: number;
  x1: number;
  /** The façade facing the sea. */
  z: number;
  depth: number;
  height: number;
  wall?: string;
  /** Openings in the façade: [x0, x1, y0, y1]. */
  windows: readonly (readonly [number, number, number, number])[];
  frame: string;
  lit: number;
  slab?: number;
}

/** A plain modern volume with a thin roof slab and large glazing on its sea façade. */
export function house(c: Canvas, h: HouseSpec): void {
  const wall = h.wall ?? materials.wall;
  c.box([h.x0, 0, h.z - h.depth], [h.x1, h.height, h.z], wall);
  for (const [x0, x1, y0, y1] of h.windows) {
    const z = h.z + 0.01;
    glassPane(c, zQuad(x0, x1, y0, y1, z), h.lit);
    const mullions = Math.max(1, Math.round((x1 - x0) / 1.4));
    for (let i = 0; i <= mullions; i++) {
      const x = lerp(x0, x1, i / mullions);
      c.box([x - 0.035, y0, z], [x + 0.035, y1, z + 0.05], h.frame);
    }
    c.box([x0 - 0.035, y1 - 0.06, z], [x1 + 0.035, y1, z + 0.05], h.frame);
    c.box([x0 - 0.035, y0, z], [x1 + 0.035, y0 + 0.05, z + 0.05], h.frame);
  }
  const slab = h.slab ?? 0.6;
  c.box([h.x0 - 0.25, h.height, h.z - h.depth - 0.25], [h.x1 + 0.25, h.height + 0.28, h.z + slab], lighten(wall, 0.3));
}

/** Frameless glass balustrade with a slim top rail. */
export function glassRail(c: Canvas, a: V3, b: V3, height: number, rail: string): void {
  const quad: V3[] = [a, b, [b[0], b[1] + height, b[2]], [a[0], a[1] + height, a[2]]];
  const s = c.screenPoly(quad);
  if (s.length >= 3) c.poly(s, mix(c.tod.sky[2], '#ffffff', 0.3), ' fill-opacity="0.18"');
  const top0: V3 = [a[0], a[1] + height, a[2]];
  const top1: V3 = [b[0], b[1] + height, b[2]];
  c.line(top0, top1, c.shade(rail, [0, 1, 0], top0), 0.045);
}

type Rot = (p: V3) => V3;

function rotY(center: V3, yawDeg: number): Rot {
  const a = (yawDeg * Math.PI) / 180;
  const co = Math.cos(a);
  const si = Math.sin(a);
  return (p) => {
    const x = p[0] - center[0];
    const z = p[2] - center[2];
    return [center[0] + x * co + z * si, p[1], center[2] - x * si + z * co];
  };
}

function rbox(c: Canvas, rot: Rot, min: V3, max: V3, color: string): void {
  c.solid(boxCorners(min, max).map(rot), color);
}

/** A low outdoor sofa facing +z in its own frame, rotated by yaw. */
export function sofa(c: Canvas, at: V3, width: number, yaw: number, fabric: string, frame: string): void {
  const r = rotY(at, yaw);
  const [x, y, z] = at;
  const hw = width / 2;
  rbox(c, r, [x - hw, y, z - 0.45], [x + hw, y + 0.3, z + 0.45], frame);
  rbox(c, r, [x - hw, y + 0.3, z - 0.45], [x + hw, y + 0.78, z - 0.25], fabric);
  rbox(c, r, [x - hw + 0.05, y + 0.3, z - 0.27], [x + hw - 0.05, y + 0.46, z + 0.42], lighten(fabric, 0.08));
  rbox(c, r, [x - hw, y + 0.3, z - 0.45], [x - hw + 0.16, y + 0.58, z + 0.45], fabric);
  rbox(c, r, [x + hw - 0.16, y + 0.3, z - 0.45], [x + hw, y + 0.58, z + 0.45], fabric);
}

/** A sun lounger facing +z in its own frame. */
export function lounger(c: Canvas, at: V3, yaw: number, cushion: string, frame: string): void {
  const r = rotY(at, yaw);
  const [x, y, z] = at;
  rbox(c, r, [x - 0.33, y, z - 0.9], [x + 0.33, y + 0.28, z + 0.75], frame);
  rbox(c, r, [x - 0.3, y + 0.28, z - 0.35], [x + 0.3, y + 0.36, z + 0.72], cushion);
  const back = [
    [x - 0.3, y + 0.3, z - 0.35],
    [x + 0.3, y + 0.3, z - 0.35],
    [x + 0.3, y + 0.8, z - 0.95],
    [x - 0.3, y + 0.8, z - 0.95],
  ].map((p) => r(p as unknown as V3));
  c.face(back, cushion);
}

/** A dining table with benches, its long side along x. */
export function dining(c: Canvas, at: V3, length: number, top: string, legs: string): void {
  const [x, y, z] = at;
  const hl = length / 2;
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) {
    c.box([x + sx * (hl - 0.15) - 0.04, y, z + sz * 0.35 - 0.04], [x + sx * (hl - 0.15) + 0.04, y + 0.72, z + sz * 0.35 + 0.04], legs);
  }
  c.box([x - hl, y + 0.72, z - 0.48], [x + hl, y + 0.77, z + 0.48], top);
  c.box([x - hl + 0.2, y, z - 0.9], [x + hl - 0.2, y + 0.45, z - 0.62], top);
}

/** A pendant lamp hanging from a ceiling point, glowing when the lights are on. */
export function pendant(c: Canvas, from: V3, drop: number, shell: string, lights: number): void {
  const bulb: V3 = [from[0], from[1] - drop, from[2]];
  c.line(from, bulb, darken(shell, 0.4), 0.012);
  const s = c.screen(bulb);
  if (!s) return;
  const k = pxPerM(c.cam, bulb);
  if (lights > 0.05) c.glow([s[0], s[1] + 0.1 * k], 1.6 * k, 1.4 * k, WARM, 0.55 * lights);
  const w = 0.2 * k;
  const h = 0.16 * k;
  c.add(`<path d="M${n1(s[0] - w)} ${n1(s[1] + h)}Q${n1(s[0])} ${n1(s[1] - h * 1.3)} ${n1(s[0] + w)} ${n1(s[1] + h)}Z" fill="${c.shade(shell, [0, 0.5, -1], bulb)}"/>`);
  if (lights > 0.05) c.add(`<ellipse cx="${n1(s[0])}" cy="${n1(s[1] + h)}" rx="${n1(w * 0.8)}" ry="${n1(h * 0.25)}" fill="#FFF1D0"/>`);
}
