/** Stainless steel sanitary fittings: an outdoor shower by the sea, basins, taps and grab bars. */
import { type Canvas, W, n1 } from '../canvas';
import { darken, lighten, mix } from '../color';
import { type Camera, type P2, type V3, shadowOn } from '../geom';
import { materials } from '../palette';
import { deck, WARM, zQuad } from './architecture';
import { headland, sea } from './landscape';
import { metalBar, metalDisc } from './metal';
import { broadleaf, grass, palm } from './plants';
import { sky } from './sky';

export type InoxView = 'ducha' | 'lavabo' | 'banho' | 'detalhe';

export interface InoxScene {
  view: InoxView;
  finish: 'pedra' | 'madeira' | 'microcimento';
  /** Phase of the falling water, or null when the shower is off. */
  water: number | null;
  shift?: number;
  turn?: number;
}

const FINISH: Record<InoxScene['finish'], string> = {
  pedra: '#D6C8B2',
  madeira: '#A8764C',
  microcimento: '#D9D3CA',
};

export function inoxCamera(s: InoxScene): Camera {
  const sh = s.shift ?? 0;
  const tu = s.turn ?? 0;
  switch (s.view) {
    case 'ducha':
      return { pos: [0.3 + sh, 1.5, 0.9], yaw: -18 + tu, f: 860, cx: W / 2, cy: 540 };
    case 'lavabo':
      return { pos: [0.35 + sh, 1.45, -2.5], yaw: -4 + tu, f: 1000, cx: W / 2, cy: 440 };
    case 'banho':
      return { pos: [0.5 + sh, 1.45, -2.9], yaw: -10 + tu, f: 760, cx: W / 2, cy: 500 };
    case 'detalhe':
      return { pos: [0.3 + sh, 1.6, -1.3], yaw: 3 + tu, f: 980, cx: W / 2, cy: 250 };
  }
}

export function drawInoxScene(c: Canvas, s: InoxScene, phase = 0): void {
  sky(c, { drift: phase * 40 });
  headland(c, s.view === 'ducha' ? 'right' : 'left', 0.35, 55);
  sea(c, { phase });
  if (s.view === 'ducha') outdoorShower(c, s);
  else bathroom(c, s);
}

function outdoorShower(c: Canvas, s: InoxScene): void {
  const t = c.tod;
  const r = c.rng.fork('ducha');
  const pr = c.rng.fork('palms');
  palm(c, [4.5, -2.5, 12], 8, -0.7, pr);
  palm(c, [-7, -2.5, 15], 9, 0.6, pr);
  const deckTop = deck(c, { x0: -4, x1: 3.5, z0: 0.5, z1: 7, wood: materials.deckWoods[0], along: 'x' });
  const wall = FINISH[s.finish];
  const W0: V3 = [-2.9, 0, 4.6];
  const wallBox: [V3, V3] = [W0, [-0.5, 2.55, 4.85]];
  // The wall's shadow on the deck.
  if (t.sunK > 0.01 && c.sun[1] > 0.06) {
    const [a, b] = wallBox;
    const top: V3[] = [[a[0], b[1], a[2]], [b[0], b[1], a[2]], [b[0], b[1], b[2]], [a[0], b[1], b[2]]];
    const foot: V3[] = [[a[0], 0, a[2]], [b[0], 0, a[2]], [b[0], 0, b[2]], [a[0], 0, b[2]]];
    const sh = top.map((p) => shadowOn(p, c.sun));
    c.shadows([[foot[0]!, foot[1]!, sh[1]!, sh[0]!], [foot[1]!, foot[2]!, sh[2]!, sh[1]!], [foot[0]!, foot[3]!, sh[3]!, sh[0]!], sh], t.shadowK * 1.8, deckTop);
  }
  glassLine(c);
  c.box(wallBox[0], wallBox[1], wall);
  if (s.finish === 'madeira') verticalLines(c, -2.9, -0.5, 0, 2.55, 4.595, 0.09);
  else courses(c, -2.9, -0.5, 2.55, 4.595);
  // Timber duckboard and a linear drain under the shower.
  c.box([-2.3, 0, 3.7], [-1.1, 0.04, 4.6], lighten(materials.deckWoods[2], 0.1));
  metalBar(c, [-2.3, 0.01, 3.65], [-1.1, 0.01, 3.65], 0.02, false);

  // Shower column with its arm, rain head and mixer.
  const x = -1.7;
  const z = 4.5;
  metalBar(c, [x, 0.04, z], [x, 2.28, z], 0.024);
  metalBar(c, [x, 2.28, z], [x, 2.28, z - 0.45], 0.02);
  metalDisc(c, [x, 2.26, z - 0.5], 0.16, 0.025);
  metalBar(c, [x, 1.1, z], [x, 1.1, z - 0.1], 0.018);
  metalBar(c, [x, 1.1, z - 0.1], [x + 0.12, 1.12, z - 0.1], 0.01);
  // Stainless hook with a towel.
  metalBar(c, [-0.9, 1.65, 4.59], [-0.9, 1.65, 4.52], 0.012);
  const towel = c.screenPoly(zQuad(-1.1, -0.72, 0.95, 1.65, 4.55));
  c.poly(towel, c.shade(r.pick(['#F3EEE6', '#E7DCCB', '#C9D6D3']), [0, 0, -1], [-0.9, 1.3, 4.5]));
  if (s.water !== null) water(c, [x, 2.22, z - 0.5], 0.13, s.water);
  grass(c, [2.4, 0, 6.4], 1.1, r);
  broadleaf(c, [-3.4, 0, 5.3], 1.7, r, null);
  if (t.lights > 0.2) {
    const p = c.screen([x, 0.2, z - 0.2]);
    if (p) c.glow(p, 260, 80, WARM, 0.45 * t.lights);
    const q = c.screen([-1.7, 1.4, 4.59]);
    if (q) c.glow(q, 200, 280, WARM, 0.3 * t.lights);
  }
}

/** A thin top rail at the deck's edge. */
function glassLine(c: Canvas): void {
  const y = 1.05;
  c.line([-4, y, 7], [3.5, y, 7], c.shade(materials.frames.branco, [0, 1, 0], [0, y, 7]), 0.04);
  const q = c.screenPoly([[-4, 0, 7], [3.5, 0, 7], [3.5, y, 7], [-4, y, 7]]);
  c.poly(q, mix(c.tod.sky[2], '#ffffff', 0.3), ' fill-opacity="0.14"');
}

function water(c: Canvas, head: V3, radius: number, phase: number): void {
  const r = c.rng.fork('water');
  const lines: string[] = [];
  for (let i = 0; i < 26; i++) {
    const a = r.next() * Math.PI * 2;
    const d = Math.sqrt(r.next()) * radius;
    const top: V3 = [head[0] + Math.cos(a) * d, head[1] - 0.04, head[2] + Math.sin(a) * d];
    const p0 = c.screen(top);
    const p1 = c.screen([top[0] + Math.cos(a) * 0.06, 0.05, top[2] + Math.sin(a) * 0.06]);
    if (!p0 || !p1) continue;
    const len = 18 + r.next() * 30;
    const off = ((phase + r.next()) % 1) * (len + 22);
    lines.push(
      `<path d="M${n1(p0[0])} ${n1(p0[1])}L${n1(p1[0])} ${n1(p1[1])}" stroke-dasharray="${n1(len)} 22" stroke-dashoffset="${n1(-off)}"/>`,
    );
  }
  c.add(`<g stroke="#F4FBFF" stroke-opacity="0.55" stroke-width="1.6" stroke-linecap="round" fill="none">${lines.join('')}</g>`);
}

/** The bathroom box, opened by a window onto the sea; returns the floor polygon. */
function room(c: Canvas, s: InoxScene, win: [number, number, number, number]): P2[] {
  const t = c.tod;
  const [wx0, wx1, wy0, wy1] = win;
  const lit = t.lights > 0.5;
  const inside = (col: string) => (lit ? mix(col, WARM, 0.3) : mix(col, '#6E6255', 0.12));
  const back = inside(s.finish === 'madeira' ? materials.wall : FINISH[s.finish]);
  const X0 = -1.9;
  const X1 = 1.9;
  const H = 2.75;
  const pieces: V3[][] = [
    zQuad(X0, wx0, 0, H, 0),
    zQuad(wx1, X1, 0, H, 0),
    zQuad(wx0, wx1, 0, wy0, 0),
    zQuad(wx0, wx1, wy1, H, 0),
  ];
  for (const q of pieces) c.face(q, back, { flat: true });
  if (s.finish === 'pedra') courses(c, X0, X1, H, -0.005);
  // Window reveal (the wall's depth) and a slim frame set deep in it.
  const depthZ = 0.22;
  const reveal = darken(back, 0.08);
  c.face([[wx0, wy0, 0], [wx0, wy0, depthZ], [wx0, wy1, depthZ], [wx0, wy1, 0]], reveal, { flat: true });
  c.face([[wx1, wy0, 0], [wx1, wy0, depthZ], [wx1, wy1, depthZ], [wx1, wy1, 0]], darken(reveal, 0.05), { flat: true });
  c.face([[wx0, wy1, 0], [wx1, wy1, 0], [wx1, wy1, depthZ], [wx0, wy1, depthZ]], darken(reveal, 0.1), { flat: true });
  c.face([[wx0, wy0, 0], [wx1, wy0, 0], [wx1, wy0, depthZ], [wx0, wy0, depthZ]], lighten(reveal, 0.12), { flat: true });
  const f = darken(materials.frames.champanhe, 0.25);
  const fz = depthZ - 0.04;
  c.box([wx0, wy0, fz], [wx1, wy0 + 0.025, fz + 0.03], f);
  c.box([wx0, wy1 - 0.025, fz], [wx1, wy1, fz + 0.03], f);
  c.box([wx0, wy0, fz], [wx0 + 0.025, wy1, fz + 0.03], f);
  c.box([wx1 - 0.025, wy0, fz], [wx1, wy1, fz + 0.03], f);
  const side = inside(s.finish === 'madeira' ? FINISH.madeira : lighten(FINISH[s.finish], 0.04));
  c.face([[X0, 0, -6], [X0, 0, 0], [X0, H, 0], [X0, H, -6]], darken(side, 0.06), { flat: true });
  c.face([[X1, 0, -6], [X1, 0, 0], [X1, H, 0], [X1, H, -6]], side, { flat: true });
  if (s.finish === 'madeira') {
    verticalLinesZ(c, X0, -6, 0, H, 0.1);
    verticalLinesZ(c, X1, -6, 0, H, 0.1);
  }
  c.face([[X0, H, -6], [X1, H, -6], [X1, H, 0], [X0, H, 0]], inside(lighten(materials.wall, 0.1)), { flat: true });
  const floorQ: V3[] = [[X0, 0, -6], [X1, 0, -6], [X1, 0, 0], [X0, 0, 0]];
  c.face(floorQ, inside('#CFC6B8'), { flat: true });
  const floor = c.screenPoly(floorQ);
  const tiles: string[] = [];
  for (let x = X0; x <= X1; x += 0.6) {
    const a = c.screen([x, 0, c.cam.pos[2] + 0.3]);
    const b = c.screen([x, 0, 0]);
    if (a && b) tiles.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  for (let z = 0; z > c.cam.pos[2]; z -= 0.6) {
    const a = c.screen([X0, 0, z]);
    const b = c.screen([X1, 0, z]);
    if (a && b) tiles.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${tiles.join('')}" stroke="#000000" stroke-opacity="0.07" stroke-width="1.2" fill="none"/>`);

  // Sunlight through the window onto the floor and the right-hand wall.
  if (t.sunK > 0.01 && c.sun[1] > 0.05 && c.sun[2] > 0.1) {
    const corners: V3[] = [[wx0, wy0, 0], [wx1, wy0, 0], [wx1, wy1, 0], [wx0, wy1, 0]];
    const patch = corners.map((p) => shadowOn(p, c.sun, 0));
    const k = (0.3 * t.sunK) / 0.4;
    const region = c.clip(`<polygon points="${floor.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}"/>`);
    const sp = c.screenPoly(patch);
    c.add(`<g clip-path="${region}"><polygon points="${sp.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}" fill="${t.sunColor}" fill-opacity="${k.toFixed(2)}"/></g>`);
  }
  if (lit) {
    const p = c.screen([0, H - 0.02, -1]);
    if (p) c.glow(p, 500, 120, WARM, 0.45);
  }
  return floor;
}

function bathroom(c: Canvas, s: InoxScene): void {
  const r = c.rng.fork('bath');
  if (s.view === 'banho') {
    room(c, s, [-0.2, 1.5, 1.5, 2.35]);
    showerCorner(c, s);
  } else {
    room(c, s, [-1.05, 1.05, 1.3, 2.35]);
    vanity(c, s);
    if (s.view === 'lavabo') towelBar(c, r);
  }
}

function vanity(c: Canvas, s: InoxScene): void {
  const top = 0.86;
  const wood = materials.deckWoods[s.finish === 'madeira' ? 3 : 0];
  const glow = c.tod.lights > 0.5 ? 0.5 * c.tod.lights : 0;
  c.box([-0.95, 0.32, -0.52], [0.95, top - 0.04, 0], wood, { glow });
  verticalLines(c, -0.95, 0.95, 0.32, top - 0.04, -0.525, 0.06);
  c.box([-1.0, top - 0.04, -0.56], [1.0, top, 0], s.finish === 'pedra' ? '#EDE7DC' : '#E4DED4', { glow });
  mixerColumn(c, top);
  // Vessel basin.
  const bx = 0.05;
  const bz = -0.28;
  const ring = (y: number, rx: number, rz: number): V3[] =>
    Array.from({ length: 28 }, (_, i) => [bx + Math.cos((i / 28) * Math.PI * 2) * rx, y, bz + Math.sin((i / 28) * Math.PI * 2) * rz] as V3);
  const base = c.screenPoly(ring(top, 0.17, 0.13));
  const rim = c.screenPoly(ring(top + 0.14, 0.25, 0.19));
  const hull = [...base, ...rim];
  const xs = hull.map((p) => p[0]);
  const body = c.linear([[0, '#D9D4CC'], [0.5, '#FBF9F5'], [1, '#CFC9C0']], Math.min(...xs), 0, Math.max(...xs), 0);
  const lo = base.filter((p) => p[1] >= (c.screen([bx, top, bz])?.[1] ?? 0));
  const left = rim.reduce((a, b) => (b[0] < a[0] ? b : a));
  const right = rim.reduce((a, b) => (b[0] > a[0] ? b : a));
  const bottom = [...lo].sort((a, b) => b[0] - a[0]);
  c.poly([left, right, ...bottom], body);
  c.poly(rim, '#F7F4EE');
  c.poly(c.screenPoly(ring(top + 0.141, 0.22, 0.165)), '#E3DED6');
  const tx = bx;
  const tz = -0.03;
  metalBar(c, [tx, top + 0.42, tz - 0.03], [tx, top + 0.42, bz + 0.02], 0.013);
  metalBar(c, [tx, top + 0.42, bz + 0.02], [tx, top + 0.37, bz + 0.02], 0.013);
}

/** The mixer stands behind the basin, so its column is drawn first. */
function mixerColumn(c: Canvas, top: number): void {
  const tz = -0.03;
  metalBar(c, [0.05, top, tz - 0.03], [0.05, top + 0.42, tz - 0.03], 0.016);
  metalBar(c, [0.05, top + 0.3, tz - 0.03], [0.14, top + 0.33, tz - 0.03], 0.008);
}

function towelBar(c: Canvas, r: ReturnType<Canvas['rng']['fork']>): void {
  const x = 1.88;
  metalBar(c, [x, 1.05, -1.3], [x - 0.07, 1.05, -1.3], 0.01);
  metalBar(c, [x, 1.05, -0.7], [x - 0.07, 1.05, -0.7], 0.01);
  const towel: V3[] = [[x - 0.07, 1.05, -1.25], [x - 0.07, 1.05, -0.75], [x - 0.07, 0.55, -0.75], [x - 0.07, 0.55, -1.25]];
  c.face(towel, r.pick(['#F1ECE3', '#DCE5E2', '#E9DCCB']), { flat: true });
  metalBar(c, [x - 0.07, 1.05, -1.32], [x - 0.07, 1.05, -0.68], 0.012);
}

function showerCorner(c: Canvas, s: InoxScene): void {
  const t = c.tod;
  // Linear drain, folding seat, L-shaped grab bar and a slide rail with hand shower.
  metalBar(c, [-1.85, 0.005, -0.15], [0.2, 0.005, -0.15], 0.025, false);
  const seatY = 0.46;
  c.box([-1.88, seatY - 0.04, -0.95], [-1.45, seatY, -0.45], materials.deckWoods[2]);
  metalBar(c, [-1.45, seatY - 0.06, -0.95], [-1.45, seatY - 0.06, -0.45], 0.012);
  metalBar(c, [-1.88, seatY - 0.3, -0.5], [-1.48, seatY - 0.06, -0.5], 0.01);
  metalBar(c, [-1.88, seatY - 0.3, -0.9], [-1.48, seatY - 0.06, -0.9], 0.01);
  const gx = -1.84;
  metalBar(c, [gx, 0.85, -1.4], [gx, 0.85, -0.35], 0.018);
  metalBar(c, [gx, 0.85, -0.35], [gx, 1.55, -0.35], 0.018);
  metalBar(c, [-1.9, 0.85, -1.4], [gx, 0.85, -1.4], 0.012);
  metalBar(c, [-1.9, 1.55, -0.35], [gx, 1.55, -0.35], 0.012);
  const rx = -0.9;
  metalBar(c, [rx, 1.0, -0.03], [rx, 2.0, -0.03], 0.012);
  metalBar(c, [rx, 1.7, -0.05], [rx + 0.03, 1.55, -0.22], 0.022);
  metalDisc(c, [rx + 0.04, 1.5, -0.25], 0.05, 0.02);
  metalBar(c, [rx + 0.4, 1.1, -0.02], [rx + 0.4, 1.1, -0.1], 0.02);
  metalBar(c, [-0.5, 2.22, -0.02], [-0.5, 2.22, -0.38], 0.015);
  metalDisc(c, [-0.5, 2.2, -0.42], 0.14, 0.02);
  // Frameless glass screen with a stainless top stay.
  const q: V3[] = [[0.35, 0.02, 0], [0.35, 0.02, -1.3], [0.35, 2.05, -1.3], [0.35, 2.05, 0]];
  const sp = c.screenPoly(q);
  c.poly(sp, mix(t.sky[2], '#ffffff', 0.5), ' fill-opacity="0.16"');
  c.add(`<polygon points="${sp.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.2"/>`);
  metalBar(c, [0.35, 2.0, -1.3], [-1.9, 2.0, -1.3], 0.01);
  if (s.water !== null) water(c, [-0.5, 2.18, -0.42], 0.11, s.water);
  broadleaf(c, [1.45, 0, -0.5], 1.3, c.rng.fork('plant'), '#E8E2D8');
}

function courses(c: Canvas, x0: number, x1: number, h: number, z: number): void {
  const lines: string[] = [];
  for (let y = 0.35; y < h; y += 0.35) {
    const a = c.screen([x0, y, z]);
    const b = c.screen([x1, y, z]);
    if (a && b) lines.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${lines.join('')}" stroke="#000000" stroke-opacity="0.1" stroke-width="1.2" fill="none"/>`);
}

function verticalLines(c: Canvas, x0: number, x1: number, y0: number, y1: number, z: number, step: number): void {
  const lines: string[] = [];
  for (let x = x0 + step; x < x1; x += step) {
    const a = c.screen([x, y0, z]);
    const b = c.screen([x, y1, z]);
    if (a && b) lines.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${lines.join('')}" stroke="#000000" stroke-opacity="0.2" stroke-width="1.2" fill="none"/>`);
}

function verticalLinesZ(c: Canvas, x: number, z0: number, z1: number, h: number, step: number): void {
  const lines: string[] = [];
  for (let z = Math.max(z0, c.cam.pos[2] + 0.2); z < z1; z += step) {
    const a = c.screen([x, 0, z]);
    const b = c.screen([x, h, z]);
    if (a && b) lines.push(`M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`);
  }
  c.add(`<path d="${lines.join('')}" stroke="#000000" stroke-opacity="0.16" stroke-width="1.1" fill="none"/>`);
}

