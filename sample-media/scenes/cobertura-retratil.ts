/** Retractable roof: telescoping translucent panels on aluminium rails over a timber deck. */
import { type Canvas, W } from '../canvas';
import { darken, lightBy, lighten, mix } from '../color';
import { type Camera, type P2, type V3, clamp, lerp, shadowOn } from '../geom';
import { brand, materials } from '../palette';
import { deck, dining, glassRail, house, lounger, pendant, sofa, WARM } from './architecture';
import { headland, sea, treeLine } from './landscape';
import { broadleaf, grass, palm, shrub } from './plants';
import { sky } from './sky';

export type RoofView = 'sob' | 'lateral' | 'jardim' | 'alto' | 'interior' | 'hero';
export type PanelTint = 'cristal' | 'leitoso' | 'fume';
export type Furniture = 'sofa' | 'jantar' | 'espreguicadeiras';

export interface RoofScene {
  view: RoofView;
  /** 0 closed, 1 fully retracted. */
  open: number;
  tint: PanelTint;
  frame: keyof typeof materials.frames;
  wood: number;
  furniture: Furniture;
  /** Camera nudges: sideways metres and extra yaw degrees. */
  shift?: number;
  turn?: number;
  headland?: 'left' | 'right' | 'none';
  palms?: number;
}

const DECK = { x0: -4, x1: 4, z0: 0, z1: 6 };
const ROOF_BACK = 3.05;
const ROOF_FRONT = 2.72;
const RAIL_END = 6.12;
const BAYS = 5;
const PANELS = 4;

const roofY = (z: number) => lerp(ROOF_BACK, ROOF_FRONT, z / RAIL_END);

const TINTS: Record<PanelTint, { color: string; opacity: number; shadow: number }> = {
  cristal: { color: '#E4F1F4', opacity: 0.3, shadow: 0.3 },
  leitoso: { color: '#FBF9F4', opacity: 0.72, shadow: 0.55 },
  fume: { color: '#4E4B46', opacity: 0.6, shadow: 0.78 },
};

export function roofCamera(s: RoofScene): Camera {
  const sh = s.shift ?? 0;
  const tu = s.turn ?? 0;
  switch (s.view) {
    case 'sob':
      return { pos: [sh, 1.5, 0.9], yaw: tu, f: 760, cx: W / 2, cy: 575 };
    case 'lateral':
      return { pos: [-9.5 + sh, 1.6, 3.6], yaw: 72 + tu, f: 820, cx: W / 2, cy: 560 };
    case 'jardim':
      return { pos: [2.2 + sh, 1.3, 10.8], yaw: 192 + tu, f: 760, cx: W / 2, cy: 600 };
    case 'alto':
      return { pos: [-8.2 + sh, 6.4, -1.8], yaw: 48 + tu, f: 860, cx: W / 2, cy: 330 };
    case 'interior':
      return { pos: [0.6 + sh, 1.45, -3.6], yaw: tu, f: 700, cx: W / 2, cy: 560 };
    case 'hero':
      return { pos: [-8.6 + sh, 1.55, 0.6], yaw: 36 + tu, f: 760, cx: W / 2, cy: 560 };
  }
}

interface Panel {
  quad: V3[];
  front: [V3, V3];
}

function panels(open: number): Panel[] {
  const bay = (DECK.x1 - DECK.x0) / BAYS;
  const len = RAIL_END / PANELS;
  const out: Panel[] = [];
  for (let b = 0; b < BAYS; b++) {
    const x0 = DECK.x0 + b * bay + 0.05;
    const x1 = x0 + bay - 0.1;
    // Panels nearer the front sit lower and slide under the ones behind them.
    for (let i = PANELS - 1; i >= 0; i--) {
      const start = lerp(i * len, 0.12 + i * 0.16, clamp(open));
      const end = start + len + 0.04;
      const drop = 0.03 + i * 0.035;
      const y0 = roofY(start) - drop;
      const y1 = roofY(end) - drop;
      out.push({
        quad: [[x0, y0, start], [x1, y0, start], [x1, y1, end], [x0, y1, end]],
        front: [[x0, y1, end], [x1, y1, end]],
      });
    }
  }
  return out;
}

export function drawRoofScene(c: Canvas, s: RoofScene, phase = 0): void {
  const t = c.tod;
  const lights = t.lights;
  const frame = materials.frames[s.frame];
  const wood = materials.deckWoods[s.wood % materials.deckWoods.length]!;
  const r = c.rng.fork('layout');
  const garden = s.view === 'jardim';
  const high = c.cam.pos[1] > 3;
  const hero = s.view === 'hero';

  sky(c, { drift: phase * 40 });
  if (garden) {
    treeLine(c, mix(t.hills, t.sky[2], 0.35), 52);
    treeLine(c, mix(t.hills, brand.greenDark, 0.3), 28);
    const lawn = c.shade(brand.green, [0, 1, 0]);
    c.rect(-10, c.cam.cy, W + 20, 1100 - c.cam.cy, c.linear([[0, mix(lawn, t.haze, 0.45)], [0.3, lawn], [1, darken(lawn, 0.08)]], 0, c.cam.cy, 0, 1000));
  } else {
    const side = s.headland ?? 'left';
    if (side !== 'none') headland(c, side, r.range(0.25, 0.42), r.range(45, 80));
    sea(c, { phase });
  }

  // A lawn around the house on the cliff top; the terrace's front falls away to the sea.
  if (s.view === 'lateral') {
    const g = c.screenPoly([[-60, -0.35, -40], [60, -0.35, -40], [60, -0.35, 9.5], [-60, -0.35, 9.5]]);
    const lawn = c.shade(brand.green, [0, 1, 0], [0, 0, 8]);
    c.poly(g, lawn);
    const edge = c.screenPoly([[-60, -0.35, 9.5], [60, -0.35, 9.5], [60, -1.2, 9.9], [-60, -1.2, 9.9]]);
    c.poly(edge, c.shade(materials.stone, [0, 0.5, 1], [0, 0, 9.5]));
  }

  const pr = c.rng.fork('palms');
  const spots: V3[] = hero
    ? [[6.8, -3, 12], [11, -2.5, 17]]
    : garden
    ? [[-8.5, -0.35, 5], [7.8, -0.35, 3.5], [-6, -0.35, -12], [9, -0.35, -11]]
    : s.view === 'lateral'
      ? [[-3.5, -0.35, 9], [6.5, -0.35, 8.6], [-6.5, -0.35, 7]]
      : [[-6.2, -2.5, 10.5], [6.8, -3, 12], [-9, -2.8, 8], [10, -2.5, 16]];
  const palms = spots.slice(0, s.palms ?? 2).sort((p, q) => depthOf(c, q) - depthOf(c, p));
  const farPalms = palms.filter((p) => depthOf(c, p) > 9);
  const nearPalms = palms.filter((p) => depthOf(c, p) <= 9);
  for (const p of farPalms) palm(c, p, pr.range(6.5, 8.5), pr.range(-1, 1), pr);

  const houseLit = lights > 0.5 ? 1 : 0;
  if (s.view === 'jardim' || s.view === 'lateral' || s.view === 'alto') {
    house(c, {
      x0: -7,
      x1: 6,
      z: 0,
      depth: 10,
      height: 3.5,
      windows: [[-6.4, -4.6, 0, 2.6], [-3.8, 3.8, 0, 2.75], [4.4, 5.6, 0.9, 2.6]],
      frame,
      lit: houseLit,
      slab: 0.45,
    });
  }
  if (garden) {
    shrub(c, [-5.6, -0.35, 6.8], 2.4, 0.95, r);
    shrub(c, [5.6, -0.35, 7], 1.9, 0.8, r, brand.sage);
    grass(c, [4.6, -0.35, 7.6], 0.8, r);
  }

  const deckTop = deck(c, { ...DECK, x0: hero ? -14 : DECK.x0, z1: DECK.z1 + 0.5, wood, along: s.view === 'sob' || s.view === 'interior' ? 'z' : 'x' });
  roofShadows(c, s, deckTop);
  if (lights > 0.2) lightPools(c, deckTop, lights);
  drawFurniture(c, s, r);

  const drawPosts = () => {
    for (const x of [DECK.x0 + 0.1, DECK.x1 - 0.1]) {
      c.box([x - 0.07, 0, RAIL_END - 0.16], [x + 0.07, roofY(RAIL_END) - 0.08, RAIL_END - 0.02], frame);
    }
  };
  const drawRails = () => {
    const bay = (DECK.x1 - DECK.x0) / BAYS;
    for (let k = 0; k <= BAYS; k++) {
      const x = DECK.x0 + k * bay;
      const edge = k === 0 || k === BAYS;
      const h = edge ? 0.18 : 0.1;
      const wr = edge ? 0.06 : 0.035;
      c.solid(
        [
          [x - wr, roofY(0) - h, 0], [x + wr, roofY(0) - h, 0], [x + wr, roofY(0), 0], [x - wr, roofY(0), 0],
          [x - wr, roofY(RAIL_END) - h, RAIL_END], [x + wr, roofY(RAIL_END) - h, RAIL_END], [x + wr, roofY(RAIL_END), RAIL_END], [x - wr, roofY(RAIL_END), RAIL_END],
        ],
        frame,
      );
      if (lights > 0.2 && !high) {
        c.line([x, roofY(0.3) - h - 0.01, 0.3], [x, roofY(RAIL_END - 0.2) - h - 0.01, RAIL_END - 0.2], mix(WARM, '#ffffff', 0.5), 0.022, ` stroke-opacity="${(0.75 * lights).toFixed(2)}"`);
      }
    }
  };
  const drawPanels = () => {
    const tint = TINTS[s.tint];
    const light = mix(t.ambient, t.sunColor, 0.5);
    const k = t.ambK + t.sunK * 0.6;
    for (const p of panels(s.open)) {
      if (high) {
        c.face(p.quad, lighten(tint.color, 0.15), { opacity: Math.min(0.85, tint.opacity + 0.15) });
      } else {
        let col = lightBy(mix(tint.color, t.sky[1], s.tint === 'fume' ? 0.08 : 0.12), light, k * 1.05);
        if (s.tint === 'leitoso') col = mix(col, '#FFFFFF', 0.22 * (1 - lights));
        if (lights > 0.2) col = mix(col, WARM, 0.3 * lights);
        c.face(p.quad, col, { opacity: tint.opacity, flat: true });
      }
      c.line(p.front[0], p.front[1], c.shade(frame, [0, high ? 1 : -1, 0], p.front[0]), 0.04);
    }
  };
  const drawBeams = () => {
    c.box([DECK.x0 - 0.08, roofY(RAIL_END) - 0.22, RAIL_END - 0.16], [DECK.x1 + 0.08, roofY(RAIL_END), RAIL_END], frame);
    c.box([DECK.x0 - 0.08, roofY(0) - 0.18, 0], [DECK.x1 + 0.08, roofY(0) + 0.05, 0.14], darken(frame, 0.05));
  };

  drawPosts();
  if (high) {
    drawRails();
    drawPanels();
  } else {
    drawPanels();
    drawRails();
  }
  drawBeams();
  if (s.furniture === 'jantar' && !high) {
    for (const x of [-0.6, 0.6]) pendant(c, [x, roofY(3.3) - 0.1, 3.3], 0.85, brand.brass, lights);
  }

  if (!garden) glassRail(c, [hero ? -14 : DECK.x0, 0, DECK.z1 + 0.45], [DECK.x1, 0, DECK.z1 + 0.45], 1.05, frame);
  if (!high && !hero) {
    broadleaf(c, [DECK.x1 - 0.5, 0, DECK.z1 - 0.05], 1.5, r, '#D9CFC0');
    grass(c, [DECK.x0 + 0.5, 0, DECK.z1 - 0.1], 1, r);
  }
  for (const p of nearPalms) palm(c, p, pr.range(6.5, 8.5), pr.range(-1, 1), pr);

  if (s.view === 'interior') interiorFrame(c, frame, lights);
}

function depthOf(c: Canvas, p: V3): number {
  return Math.hypot(p[0] - c.cam.pos[0], p[2] - c.cam.pos[2]);
}

/** The living room's opening onto the terrace, seen from inside, sliding doors pushed aside. */
function interiorFrame(c: Canvas, frame: string, lights: number): void {
  const t = c.tod;
  const lit = lights > 0.5;
  // Indoors the light is the room's own: warm lamps at night, soft daylight bounced from the deck.
  const inside = (col: string, k = 1) =>
    lit ? mix(darken(col, 0.1), WARM, 0.28) : mix(mix(col, t.sunColor, 0.12), '#6F5E4C', 0.14 * k);
  const wall = materials.wall;
  const quads: V3[][] = [
    [[-9, 0, 0], [-3.8, 0, 0], [-3.8, 3.3, 0], [-9, 3.3, 0]],
    [[3.8, 0, 0], [9, 0, 0], [9, 3.3, 0], [3.8, 3.3, 0]],
    [[-3.8, 2.75, 0], [3.8, 2.75, 0], [3.8, 3.3, 0], [-3.8, 3.3, 0]],
  ];
  for (const q of quads) c.face(q, inside(wall, 1.2), { flat: true });
  c.face([[-9, 3.1, -9], [9, 3.1, -9], [9, 3.1, 0], [-9, 3.1, 0]], inside(materials.deckWoods[2], 1.2), { flat: true });
  c.face([[-9, 0, -9], [9, 0, -9], [9, 0, 0], [-9, 0, 0]], inside(materials.stone, 0.8), { flat: true });
  const near = c.cam.pos[2] + 0.3;
  const lines: string[] = [];
  const seg = (a: V3, b: V3) => {
    const p = c.screen(a);
    const q = c.screen(b);
    if (p && q) lines.push(`M${p[0].toFixed(1)} ${p[1].toFixed(1)}L${q[0].toFixed(1)} ${q[1].toFixed(1)}`);
  };
  for (let x = -9; x <= 9; x += 0.18) seg([x, 3.1, near], [x, 3.1, 0]);
  for (let x = -9; x <= 9; x += 1.0) seg([x, 0, near], [x, 0, 0]);
  for (let z = -1; z > near; z -= 1.0) seg([-9, 0, z], [9, 0, z]);
  c.add(`<path d="${lines.join('')}" stroke="#000000" stroke-opacity="0.1" stroke-width="1.2" fill="none"/>`);
  if (lit) {
    const p = c.screen([0.6, 0, -1.6]);
    if (p) c.glow(p, 520, 110, WARM, 0.35);
  }
  // Sliding panels stacked at the right-hand jamb.
  for (let i = 0; i < 3; i++) {
    const x0 = 2.0 + i * 0.06;
    const z = -0.08 - i * 0.07;
    const q: V3[] = [[x0, 0.02, z], [3.8, 0.02, z], [3.8, 2.72, z], [x0, 2.72, z]];
    const sp = c.screenPoly(q);
    c.poly(sp, mix(c.tod.sky[2], '#ffffff', 0.4), ' fill-opacity="0.12"');
    c.box([x0, 0, z - 0.03], [x0 + 0.06, 2.75, z + 0.03], frame);
  }
  c.box([-3.86, 0, -0.12], [-3.76, 2.75, 0.02], frame);
  c.box([-3.86, 2.68, -0.12], [3.86, 2.78, 0.02], frame);
  c.box([-3.86, 0, -0.12], [3.86, 0.03, 0.02], frame);
  const rug = c.screenPoly([[-1.6, 0.01, -3.0], [2.4, 0.01, -3.0], [2.4, 0.01, -0.9], [-1.6, 0.01, -0.9]]);
  c.poly(rug, inside(darken(brand.sand, 0.12), 0.8));
  // An armchair and a side table in the room's foreground.
  const chair = inside('#D8CDBD', 0.9);
  c.box([-2.2, 0, -2.3], [-1.3, 0.42, -1.4], chair, { flat: true });
  c.box([-2.2, 0.42, -2.3], [-2.05, 0.78, -1.4], inside('#CFC3B1', 1.1), { flat: true });
  c.box([-2.2, 0.42, -2.3], [-1.3, 0.62, -2.15], inside('#CFC3B1', 1.2), { flat: true });
  broadleaf(c, [2.9, 0, -1.2], 1.6, c.rng.fork('indoor'), '#CFC3B2');
}

/** Shadows of the panels (light, they are translucent) and the frame (darker) on the deck. */
function roofShadows(c: Canvas, s: RoofScene, region: P2[]): void {
  const t = c.tod;
  if (t.sunK <= 0.01 || c.sun[1] < 0.06) return;
  const sun = c.sun;
  const panelShadows = panels(s.open).map((p) => p.quad.map((q) => shadowOn(q, sun)));
  c.shadows(panelShadows, t.shadowK * TINTS[s.tint].shadow * 1.6, region);
  const frameShadows: V3[][] = [];
  const bay = (DECK.x1 - DECK.x0) / BAYS;
  for (let k = 0; k <= BAYS; k++) {
    const x = DECK.x0 + k * bay;
    frameShadows.push(
      ([[x - 0.06, roofY(0), 0], [x + 0.06, roofY(0), 0], [x + 0.06, roofY(RAIL_END), RAIL_END], [x - 0.06, roofY(RAIL_END), RAIL_END]] as V3[]).map((q) => shadowOn(q, sun)),
    );
  }
  frameShadows.push(
    ([[DECK.x0, roofY(RAIL_END), RAIL_END - 0.2], [DECK.x1, roofY(RAIL_END), RAIL_END - 0.2], [DECK.x1, roofY(RAIL_END), RAIL_END], [DECK.x0, roofY(RAIL_END), RAIL_END]] as V3[]).map((q) => shadowOn(q, sun)),
  );
  for (const x of [DECK.x0 + 0.1, DECK.x1 - 0.1]) {
    const top = shadowOn([x, roofY(RAIL_END), RAIL_END - 0.1], sun);
    frameShadows.push([[x - 0.07, 0, RAIL_END - 0.1], [x + 0.07, 0, RAIL_END - 0.1], [top[0] + 0.07, 0, top[2]], [top[0] - 0.07, 0, top[2]]]);
  }
  c.shadows(frameShadows, t.shadowK * 1.9, region);
}

function lightPools(c: Canvas, region: P2[], lights: number): void {
  const clip = c.clip(`<polygon points="${region.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}"/>`);
  c.add(`<g clip-path="${clip}">`);
  for (const x of [-2.4, 0, 2.4]) {
    const p = c.screen([x, 0, 3.2]);
    if (p) c.glow(p, 260, 80, WARM, 0.32 * lights);
  }
  c.add('</g>');
}

function drawFurniture(c: Canvas, s: RoofScene, r: ReturnType<Canvas['rng']['fork']>): void {
  const fabric = r.pick(['#EFE6D8', '#E8E0D2', '#F3EEE6', '#DCD3C4']);
  const frameCol = r.pick([brand.teak, '#6B645C', '#E8E2D8']);
  switch (s.furniture) {
    case 'sofa':
      sofa(c, [-2.9, 0, 3.9], 2.2, 90, fabric, frameCol);
      sofa(c, [2.9, 0, 4.1], 1.8, -90, fabric, frameCol);
      c.box([-0.45, 0, 4.0], [0.45, 0.3, 4.6], lighten(brand.teak, 0.2));
      break;
    case 'jantar':
      dining(c, [0, 0, 3.3], 2.4, brand.teak, '#3A3733');
      break;
    case 'espreguicadeiras':
      for (const x of [-2.4, -0.9, 2.2]) lounger(c, [x, 0, 3.8], 0, fabric, frameCol);
      break;
  }
}
