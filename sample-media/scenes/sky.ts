/** Sky, sun or moon, clouds and stars. */
import { type Canvas, W, n1 } from '../canvas';
import { mix } from '../color';
import { rad } from '../geom';

export interface SkyOptions {
  /** Horizontal drift of the clouds in pixels (videos). */
  drift?: number;
  clouds?: number;
  /** Extra vertical room above the frame, e.g. for high horizons. */
  top?: number;
}

/** Where the sun (or moon) sits on screen, if it can be seen at all. */
export function sunScreen(c: Canvas): { x: number; y: number; visible: boolean } {
  const rel = c.tod.sunAz - c.cam.yaw;
  const relN = ((((rel + 180) % 360) + 360) % 360) - 180;
  if (Math.abs(relN) > 75) return { x: relN > 0 ? W * 2 : -W, y: c.cam.cy, visible: false };
  const x = c.cam.cx + c.cam.f * Math.tan(rad(relN));
  const y = c.cam.cy - (c.cam.f * Math.tan(rad(c.tod.sunEl))) / Math.cos(rad(relN));
  return { x, y, visible: x > -60 && x < W + 60 && y > -60 && y < c.cam.cy + 10 };
}

export function sky(c: Canvas, o: SkyOptions = {}): void {
  const t = c.tod;
  const hz = c.cam.cy;
  const top = Math.min(0, hz - 900);
  const g = c.linear([[0, t.sky[0]], [0.58, t.sky[1]], [1, t.sky[2]]], 0, top, 0, hz);
  c.rect(-10, top - 10, W + 20, hz - top + 12, g);

  const sun = sunScreen(c);
  if (t.glowK > 0) {
    const gx = Math.max(-300, Math.min(W + 300, sun.x));
    const gy = Math.max(hz - 500, Math.min(hz + 40, sun.y));
    const glow = c.radial([[0, t.glow, t.glowK], [0.35, t.glow, t.glowK * 0.35], [1, t.glow, 0]], gx, gy, 820);
    c.rect(-10, top - 10, W + 20, hz - top + 12, glow);
  }

  if (t.stars) stars(c, top, hz);
  if (t.key === 'noite' || t.key === 'crepusculo') moon(c);
  clouds(c, o.clouds ?? c.rng.int(2, 4), o.drift ?? 0);

  if (t.sunDisk && sun.visible) {
    const r = 30;
    const halo = c.radial([[0, t.sunDisk, 0.95], [0.3, t.sunDisk, 0.55], [1, t.glow, 0]], sun.x, sun.y, r * 4);
    c.add(`<circle cx="${n1(sun.x)}" cy="${n1(sun.y)}" r="${r * 4}" fill="${halo}"/>`);
    c.add(`<circle cx="${n1(sun.x)}" cy="${n1(sun.y)}" r="${r}" fill="${t.sunDisk}"/>`);
  }
}

function stars(c: Canvas, top: number, hz: number): void {
  const r = c.rng.fork('stars');
  const dots: string[] = [];
  const n = c.tod.key === 'noite' ? 70 : 26;
  for (let i = 0; i < n; i++) {
    const y = r.range(top, hz - 60);
    const fade = 1 - (y - top) / (hz - top);
    const a = (0.25 + 0.6 * r.next()) * fade;
    dots.push(`<circle cx="${n1(r.range(0, W))}" cy="${n1(y)}" r="${n1(r.range(0.8, 1.9))}" fill-opacity="${a.toFixed(2)}"/>`);
  }
  c.add(`<g fill="#FFF6E6">${dots.join('')}</g>`);
}

function moon(c: Canvas): void {
  const r = c.rng.fork('moon');
  const x = r.range(W * 0.62, W * 0.86);
  const y = c.cam.cy - r.range(330, 420);
  const glow = c.radial([[0, '#E9EEF5', 0.35], [1, '#E9EEF5', 0]], x, y, 150);
  c.add(`<circle cx="${n1(x)}" cy="${n1(y)}" r="150" fill="${glow}"/>`);
  c.add(`<circle cx="${n1(x)}" cy="${n1(y)}" r="17" fill="#F4F1E8"/>`);
  if (c.tod.key === 'crepusculo') {
    c.add(`<circle cx="${n1(x + 7)}" cy="${n1(y - 4)}" r="15" fill="${c.tod.sky[1]}" fill-opacity="0.85"/>`);
  }
}

/** Long, soft stratus streaks: calm rather than busy. */
function clouds(c: Canvas, count: number, drift: number): void {
  const r = c.rng.fork('clouds');
  const t = c.tod;
  const hz = c.cam.cy;
  for (let i = 0; i < count; i++) {
    const y = hz - r.range(90, Math.min(520, hz + 100));
    const x = r.range(-100, W + 100) + drift * (0.6 + 0.4 * r.next());
    const len = r.range(260, 620);
    const thick = r.range(10, 26);
    const col = mix(t.cloud, t.sky[2], r.range(0, 0.3));
    const a = t.cloudK * r.range(0.55, 1);
    const g = c.linear([[0, col, 0], [0.3, col], [0.7, col], [1, col, 0]], x - len / 2, 0, x + len / 2, 0);
    const puffs: string[] = [];
    const k = r.int(3, 5);
    for (let j = 0; j < k; j++) {
      const px = x - len / 2 + (len * (j + 0.5)) / k + r.range(-30, 30);
      const pr = thick * r.range(1.2, 2.4);
      puffs.push(`<ellipse cx="${n1(px)}" cy="${n1(y - pr * 0.35)}" rx="${n1(pr * 2.2)}" ry="${n1(pr)}"/>`);
    }
    c.add(
      `<g fill="${g}" opacity="${a.toFixed(2)}"><rect x="${n1(x - len / 2)}" y="${n1(y - thick / 2)}" width="${n1(len)}" height="${n1(thick)}" rx="${n1(thick / 2)}"/>${puffs.join('')}</g>`,
    );
  }
}

