/** Sea, distant headlands and ground planes. */
import { type Canvas, W, n1 } from '../canvas';
import { mix } from '../color';
import { sunScreen } from './sky';

export interface SeaOptions {
  /** Screen y where the sea ends (the shore or the frame's bottom). */
  bottom?: number;
  /** Animation phase in [0, 1): moves the glints and ripples. */
  phase?: number;
  ripples?: number;
}

export function sea(c: Canvas, o: SeaOptions = {}): void {
  const t = c.tod;
  const hz = c.cam.cy;
  const bottom = o.bottom ?? 1100;
  const phase = o.phase ?? 0;
  const g = c.linear([[0, t.sea[0]], [0.35, mix(t.sea[0], t.sea[1], 0.6)], [1, t.sea[1]]], 0, hz, 0, hz + 420);
  c.rect(-10, hz, W + 20, bottom - hz + 2, g);
  c.rect(-10, hz - 0.5, W + 20, 2, mix(t.sky[2], '#ffffff', 0.35), ' fill-opacity="0.55"');

  const r = c.rng.fork('sea');
  const lines: string[] = [];
  const count = o.ripples ?? 16;
  for (let i = 0; i < count; i++) {
    const u = (i + r.next()) / count;
    const y = hz + 4 + (bottom - hz) * u * u;
    if (y > bottom - 2) continue;
    const len = 40 + 220 * u * r.next();
    const x = r.range(-50, W) + Math.sin((phase + r.next()) * Math.PI * 2) * (6 + 30 * u);
    const w = 0.8 + 2.2 * u;
    lines.push(`<rect x="${n1(x)}" y="${n1(y)}" width="${n1(len)}" height="${n1(w)}" rx="${n1(w / 2)}"/>`);
  }
  c.add(`<g fill="${mix(t.sea[0], '#ffffff', 0.25)}" opacity="0.35">${lines.join('')}</g>`);

  const sun = sunScreen(c);
  if (t.sunEl > -8 && sun.x > -200 && sun.x < W + 200) glints(c, sun.x, bottom, phase);
}

/** The broken column of light under a low sun (or the moon). */
function glints(c: Canvas, sx: number, bottom: number, phase: number): void {
  const t = c.tod;
  const hz = c.cam.cy;
  const r = c.rng.fork('glints');
  const strength = t.sunEl > 40 ? 0.35 : t.sunEl < 0 ? 0.4 : 0.85;
  const dashes: string[] = [];
  const rows = 34;
  for (let i = 0; i < rows; i++) {
    const u = (i + 0.5) / rows;
    const y = hz + 3 + (bottom - hz) * u * u * 0.9;
    if (y > bottom - 3) break;
    const spread = 18 + 260 * u;
    const k = 1 + Math.floor(r.next() * 3);
    for (let j = 0; j < k; j++) {
      const wob = Math.sin((phase * 2 + r.next()) * Math.PI * 2);
      const x = sx + (r.next() - 0.5) * spread + wob * 10 * (0.3 + u);
      const len = (10 + 60 * u) * (0.4 + r.next()) * (0.7 + 0.3 * wob);
      const h = 1 + 2.4 * u;
      const a = strength * (1 - u * 0.7) * (0.45 + 0.55 * r.next());
      dashes.push(
        `<rect x="${n1(x - len / 2)}" y="${n1(y)}" width="${n1(len)}" height="${n1(h)}" rx="${n1(h / 2)}" fill-opacity="${a.toFixed(2)}"/>`,
      );
    }
  }
  c.add(`<g fill="${t.glint}">${dashes.join('')}</g>`);
}

/** Distant headland on one side of the bay. */
export function headland(c: Canvas, side: 'left' | 'right', reach = 0.35, height = 60): void {
  const t = c.tod;
  const hz = c.cam.cy;
  const r = c.rng.fork(`headland-${side}`);
  const far = mix(t.hills, t.sky[2], 0.45);
  const near = mix(t.hills, t.sky[2], 0.15);
  const layer = (len: number, hgt: number, color: string, seedOff: number) => {
    const x0 = side === 'left' ? -20 : W + 20;
    const dir = side === 'left' ? 1 : -1;
    const ps: string[] = [`M${n1(x0)} ${n1(hz + 1)}`];
    const steps = 7;
    for (let i = 0; i <= steps; i++) {
      const u = i / steps;
      const x = x0 + dir * len * u;
      const y = hz - hgt * Math.pow(1 - u, 0.8) * (0.85 + 0.3 * Math.sin(u * 9 + seedOff + r.next()));
      ps.push(`L${n1(x)} ${n1(Math.min(hz + 1, y))}`);
    }
    ps.push(`L${n1(x0 + dir * len * 1.08)} ${n1(hz + 1)}Z`);
    c.add(`<path d="${ps.join('')}" fill="${color}"/>`);
  };
  layer(W * reach, height, far, 1);
  layer(W * reach * 0.55, height * 0.62, near, 4);
}

/** A far band of rounded tree canopies along the horizon. */
export function treeLine(c: Canvas, color: string, height: number, from = -20, to = W + 20): void {
  const hz = c.cam.cy;
  const r = c.rng.fork(`treeline-${height}`);
  let d = `M${n1(from)} ${n1(hz + 2)}L${n1(from)} ${n1(hz - height * 0.5)}`;
  let x = from;
  while (x < to) {
    const w = r.range(30, 90);
    const h = height * r.range(0.45, 1);
    d += `Q${n1(x + w / 2)} ${n1(hz - h * 1.5)} ${n1(x + w)} ${n1(hz - height * r.range(0.3, 0.55))}`;
    x += w;
  }
  d += `L${n1(x)} ${n1(hz + 2)}Z`;
  c.add(`<path d="${d}" fill="${color}"/>`);
}
