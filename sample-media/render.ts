/** Rasterises SVG with sharp (librsvg) and writes WebP within a byte budget. */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

export interface WebpBudget {
  /** Hard limit in bytes: the script fails if even the lowest quality is larger. */
  max: number;
  /** Size to aim for, so the whole set stays light; quality is lowered until it fits. */
  target?: number;
}

const QUALITIES = [82, 76, 70, 64, 58, 52, 46, 40, 34];

export async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { unlimited: true }).png().toBuffer();
}

export async function writeWebp(svgOrPng: string | Buffer, file: string, budget: WebpBudget): Promise<number> {
  const input = typeof svgOrPng === 'string' ? await rasterise(svgOrPng) : svgOrPng;
  const goal = budget.target ?? budget.max;
  let best: Buffer | null = null;
  for (const quality of QUALITIES) {
    const out = await sharp(input).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    best = out;
    if (out.length <= goal) break;
  }
  if (!best || best.length > budget.max) {
    throw new Error(`${file}: ${best?.length ?? 0} bytes, over the ${budget.max}-byte limit even at the lowest quality`);
  }
  writeFileSync(file, best);
  return best.length;
}
