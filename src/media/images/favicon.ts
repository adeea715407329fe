import sharp from 'sharp';

/** The icon's side in pixels: a tab's 16 px icon at 2×. */
export const FAVICON_PX = 32;

/**
 * The brand's SVG favicon drawn as a small PNG. Chromium decodes a tab's icon on the page's own
 * main thread, and an SVG one builds a whole SVG document there: traced, a task of 13 ms on this
 * machine, 50–90 ms on the low-tier phone, just after the first paint. This PNG decodes in well
 * under a millisecond. Served as a file rather than inlined: Chromium asks for it only after
 * `load`, and inlined it would add its bytes to every page's first round trip.
 */
export function faviconPng(svg: Buffer): Promise<Buffer> {
  // Drawn large, then scaled down, for smooth edges at 32 px.
  return sharp(svg, { density: 4 * 72 })
    .resize(FAVICON_PX, FAVICON_PX)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}
