/** A shot is everything needed to draw one frame: camera, light, seed and a drawing function. */
import { Canvas, H, W } from './canvas';
import type { Camera } from './geom';
import { type Tod, type TodKey, tod } from './palette';
import { awningCamera, type AwningScene, drawAwningScene } from './scenes/toldos';
import { drawGlassScene, glassCamera, type GlassScene } from './scenes/vidros-esquadrias';
import { drawInoxScene, inoxCamera, type InoxScene } from './scenes/inox-solucoes-sanitarias';
import { drawLambrilScene, lambrilCamera, type LambrilScene } from './scenes/portas-lambril';
import { drawRoofScene, roofCamera, type RoofScene } from './scenes/cobertura-retratil';

export interface Shot {
  camera: Camera;
  tod: Tod;
  seed: string;
  draw: (c: Canvas) => void;
}

/** Draws a shot to an SVG string of the given pixel size, cropping the 1600×1000 frame if needed. */
export function shotSvg(shot: Shot, width: number, height: number): string {
  const c = new Canvas(shot.camera, shot.tod, shot.seed);
  shot.draw(c);
  const viewH = (W * height) / width;
  const view = [0, (H - viewH) / 2, W, viewH] as const;
  return c.toSvg(width, height, view);
}

type Light = TodKey | Tod;
const light = (l: Light): Tod => (typeof l === 'string' ? tod(l) : l);

export const roof = (seed: string, l: Light, s: RoofScene, phase = 0): Shot => ({
  camera: roofCamera(s),
  tod: light(l),
  seed,
  draw: (c) => drawRoofScene(c, s, phase),
});

export const awning = (seed: string, l: Light, s: AwningScene, phase = 0): Shot => ({
  camera: awningCamera(s),
  tod: light(l),
  seed,
  draw: (c) => drawAwningScene(c, s, phase),
});

export const glass = (seed: string, l: Light, s: GlassScene, phase = 0): Shot => ({
  camera: glassCamera(s),
  tod: light(l),
  seed,
  draw: (c) => drawGlassScene(c, s, phase),
});

export const inox = (seed: string, l: Light, s: InoxScene, phase = 0): Shot => ({
  camera: inoxCamera(s),
  tod: light(l),
  seed,
  draw: (c) => drawInoxScene(c, s, phase),
});

export const lambril = (seed: string, l: Light, s: LambrilScene): Shot => ({
  camera: lambrilCamera(s),
  tod: light(l),
  seed,
  draw: (c) => drawLambrilScene(c, s),
});
