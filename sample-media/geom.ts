/**
 * A tiny pinhole camera: the scenes are modelled in metres (y up, +z towards the sea) and seen
 * through a level camera, so verticals stay vertical as in architectural photography.
 */
export type V3 = readonly [number, number, number];
export type P2 = readonly [number, number];

export interface Camera {
  pos: V3;
  /** Heading in degrees: 0 looks towards the sea (+z), 90 looks along +x. */
  yaw: number;
  /** Focal length in pixels of the 1600-wide frame. */
  f: number;
  /** Screen position of the optical axis; cy is the horizon line. */
  cx: number;
  cy: number;
}

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const lerp3 = (a: V3, b: V3, t: number): V3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const clamp = (v: number, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, v));
export const smooth = (t: number) => {
  const x = clamp(t);
  return x * x * (3 - 2 * x);
};
export const rad = (deg: number) => (deg * Math.PI) / 180;

/** Unit vector pointing towards a light at azimuth/elevation (degrees). */
export function direction(azDeg: number, elDeg: number): V3 {
  const az = rad(azDeg);
  const el = rad(elDeg);
  return [Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)];
}

const NEAR = 0.05;

export function toCamera(cam: Camera, p: V3): V3 {
  const d = sub(p, cam.pos);
  const a = rad(cam.yaw);
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [d[0] * c - d[2] * s, d[1], d[0] * s + d[2] * c];
}

export function projectCamera(cam: Camera, q: V3): P2 {
  return [cam.cx + (cam.f * q[0]) / q[2], cam.cy - (cam.f * q[1]) / q[2]];
}

/** Screen point, or null when behind the camera. */
export function project(cam: Camera, p: V3): P2 | null {
  const q = toCamera(cam, p);
  return q[2] <= NEAR ? null : projectCamera(cam, q);
}

/** Depth along the view axis. */
export const depth = (cam: Camera, p: V3) => toCamera(cam, p)[2];

/** Pixels per metre at a point. */
export const pxPerM = (cam: Camera, p: V3) => cam.f / Math.max(NEAR, depth(cam, p));

/** Projects a planar polygon, clipped against the near plane. */
export function projectPolygon(cam: Camera, pts: readonly V3[]): P2[] {
  const qs = pts.map((p) => toCamera(cam, p));
  const out: V3[] = [];
  for (let i = 0; i < qs.length; i++) {
    const a = qs[i]!;
    const b = qs[(i + 1) % qs.length]!;
    const ina = a[2] > NEAR;
    const inb = b[2] > NEAR;
    if (ina) out.push(a);
    if (ina !== inb) out.push(lerp3(a, b, (NEAR - a[2]) / (b[2] - a[2])));
  }
  return out.map((q) => projectCamera(cam, q));
}

export function normalOf(pts: readonly V3[]): V3 {
  const [a, b, c] = [pts[0]!, pts[1]!, pts[2]!];
  return norm(cross(sub(b, a), sub(c, a)));
}

export function centroid(pts: readonly V3[]): V3 {
  let s: V3 = [0, 0, 0];
  for (const p of pts) s = add(s, p);
  return scale(s, 1 / pts.length);
}

/** Shadow of a point on the plane y = planeY, cast by a light in direction `sun`. */
export function shadowOn(p: V3, sun: V3, planeY = 0): V3 {
  const k = (p[1] - planeY) / Math.max(0.05, sun[1]);
  return [p[0] - sun[0] * k, planeY, p[2] - sun[2] * k];
}

/** Shadow of a point on the vertical plane z = planeZ. */
export function shadowOnZ(p: V3, sun: V3, planeZ: number): V3 {
  const k = (p[2] - planeZ) / (Math.abs(sun[2]) < 0.02 ? 0.02 : sun[2]);
  return [p[0] - sun[0] * k, p[1] - sun[1] * k, planeZ];
}

/** The eight corners of an axis-aligned box. */
export function boxCorners(min: V3, max: V3): V3[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  return [
    [x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0],
    [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1],
  ];
}

/** Faces of a hexahedron given as 8 corners in boxCorners order, each wound outwards. */
export function hexFaces(c: readonly V3[]): V3[][] {
  const f = (...i: number[]) => i.map((k) => c[k]!);
  return [
    f(0, 3, 2, 1), // -z
    f(4, 5, 6, 7), // +z
    f(0, 4, 7, 3), // -x
    f(1, 2, 6, 5), // +x
    f(3, 7, 6, 2), // +y
    f(0, 1, 5, 4), // -y
  ];
}
