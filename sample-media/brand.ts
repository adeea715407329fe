/**
 * Brand marks drawn from Fraunces with opentype.js, so no file depends on an installed font:
 * the wordmark and symbol (currentColor, for the site to colour), the favicon, touch icons and
 * the social share image.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { brand } from './palette';
import { roof, shotSvg } from './shot';

interface Command {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Glyph {
  advanceWidth?: number;
  getPath(x: number, y: number, size: number): { commands: Command[] };
}
interface Font {
  unitsPerEm: number;
  stringToGlyphs(text: string): Glyph[];
  getKerningValue(left: Glyph, right: Glyph): number;
}
interface OpenType {
  parse(buffer: ArrayBuffer): Font;
}

// opentype.js ships without type declarations; the few calls used here are typed above.
const opentype = require('opentype.js') as OpenType;

function loadFont(root: string, file: string): Font {
  const b = readFileSync(join(root, 'node_modules', '@fontsource', 'fraunces', 'files', file));
  return opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
}

interface Shape {
  commands: Command[];
}

/** Lays out text as outlines: baseline at y, with kerning and a little tracking (in em). */
function textShape(font: Font, text: string, x: number, y: number, size: number, tracking = 0): Shape {
  const glyphs = font.stringToGlyphs(text);
  const scale = size / font.unitsPerEm;
  const commands: Command[] = [];
  let pen = x;
  glyphs.forEach((g, i) => {
    commands.push(...g.getPath(pen, y, size).commands);
    const next = glyphs[i + 1];
    pen += (g.advanceWidth ?? 0) * scale + (next ? font.getKerningValue(g, next) * scale : 0) + tracking * size;
  });
  return { commands };
}

function bounds(shapes: Shape[]): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const s of shapes) {
    for (const c of s.commands) {
      for (const [x, y] of [[c.x, c.y], [c.x1, c.y1], [c.x2, c.y2]] as const) {
        if (x === undefined || y === undefined) continue;
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
  }
  return { x0, y0, x1, y1 };
}

/** Compact path data: relative commands, one decimal, repeated letters omitted. */
function pathData(shape: Shape, dx = 0, dy = 0): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  const fmt = (v: number) => {
    const s = (Math.round(v * 10) / 10).toString();
    return s.replace(/^0\./, '.').replace(/^-0\./, '-.');
  };
  let out = '';
  let last = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const emit = (letter: string, nums: number[]) => {
    let s = letter === last && letter !== 'm' ? '' : letter;
    nums.forEach((n, i) => {
      const t = fmt(n);
      if (i === 0 && s === '' && !t.startsWith('-')) s += ' ';
      else if (i > 0 && !t.startsWith('-')) s += ' ';
      s += t;
    });
    out += s;
    last = letter === 'm' ? 'l' : letter;
  };
  for (const c of shape.commands) {
    if (c.type === 'Z') {
      out += 'z';
      last = 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    const x = r((c.x ?? 0) + dx);
    const y = r((c.y ?? 0) + dy);
    if (c.type === 'M') {
      emit('m', [x - cx, y - cy]);
      sx = x;
      sy = y;
    } else if (c.type === 'L') {
      if (x === cx && y === cy) continue;
      emit('l', [x - cx, y - cy]);
    } else if (c.type === 'Q') {
      emit('q', [r((c.x1 ?? 0) + dx) - cx, r((c.y1 ?? 0) + dy) - cy, x - cx, y - cy]);
    } else {
      emit('c', [r((c.x1 ?? 0) + dx) - cx, r((c.y1 ?? 0) + dy) - cy, r((c.x2 ?? 0) + dx) - cx, r((c.y2 ?? 0) + dy) - cy, x - cx, y - cy]);
    }
    cx = x;
    cy = y;
  }
  return out;
}

/**
 * The symbol: an "O" ring holding a sun setting on the sea's horizon, in a box of `size` at (x, y).
 * Returns SVG path data (fill-rule evenodd for the ring).
 */
function symbolPaths(x: number, y: number, size: number): { ring: string; scene: string } {
  const k = size / 48;
  const f = (v: number) => (Math.round(v * 10) / 10).toString();
  const cx = x + 24 * k;
  const cy = y + 24 * k;
  const ro = 22.5 * k;
  const ri = 19 * k;
  const ring =
    `M${f(cx - ro)} ${f(cy)}a${f(ro)} ${f(ro)} 0 1 0 ${f(2 * ro)} 0a${f(ro)} ${f(ro)} 0 1 0 ${f(-2 * ro)} 0z` +
    `M${f(cx - ri)} ${f(cy)}a${f(ri)} ${f(ri)} 0 1 1 ${f(2 * ri)} 0a${f(ri)} ${f(ri)} 0 1 1 ${f(-2 * ri)} 0z`;
  const hy = cy + 4 * k;
  const half = Math.sqrt(ri * ri - (4 * k) ** 2) + 0.6 * k;
  const bar = 3 * k;
  const sun = 7.5 * k;
  const wy = hy + 7.5 * k;
  const ww = 7 * k;
  const wh = 1.1 * k;
  const scene =
    `M${f(cx - half)} ${f(hy)}h${f(2 * half)}v${f(bar)}h${f(-2 * half)}z` +
    `M${f(cx - sun)} ${f(hy - 1.6 * k)}a${f(sun)} ${f(sun)} 0 0 1 ${f(2 * sun)} 0z` +
    `M${f(cx - ww)} ${f(wy - wh)}h${f(2 * ww)}a${f(wh)} ${f(wh)} 0 0 1 0 ${f(2 * wh)}h${f(-2 * ww)}a${f(wh)} ${f(wh)} 0 0 1 0 ${f(-2 * wh)}z`;
  return { ring, scene };
}

const symbolSvgBody = (x: number, y: number, size: number) => {
  const s = symbolPaths(x, y, size);
  return `<path fill-rule="evenodd" d="${s.ring}"/><path d="${s.scene}"/>`;
};

export interface Written {
  file: string;
  bytes: number;
}

function save(file: string, data: string | Buffer, out: Written[]): void {
  writeFileSync(file, data);
  out.push({ file, bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.length });
}

/** The wordmark's geometry at font size 32: symbol at left, then "Orla Outdoor". */
function wordmark(font: Font): { body: string; view: [number, number, number, number] } {
  const size = 32;
  const text = textShape(font, 'Orla Outdoor', 0, 0, size, 0.005);
  const b = bounds([text]);
  const capTop = b.y0;
  const symbolSize = (b.y1 - capTop) * 1.28;
  const symbolY = (capTop + b.y1) / 2 - symbolSize / 2;
  const gap = size * 0.3;
  const dx = symbolSize + gap - b.x0;
  const body = `${symbolSvgBody(0, symbolY, symbolSize)}<path d="${pathData(text, dx, 0)}"/>`;
  const x1 = b.x1 + dx;
  const y0 = Math.min(symbolY, capTop);
  const y1 = Math.max(symbolY + symbolSize, b.y1);
  const pad = 0.5;
  const f = (v: number) => Math.round(v * 10) / 10;
  return { body, view: [f(-pad), f(y0 - pad), f(x1 + 2 * pad), f(y1 - y0 + 2 * pad)] };
}

export async function writeBrand(root: string): Promise<Written[]> {
  const out: Written[] = [];
  const medium = loadFont(root, 'fraunces-latin-500-normal.woff');
  const regular = loadFont(root, 'fraunces-latin-400-normal.woff');
  const marca = join(root, 'content', 'marca');
  const pub = join(root, 'public');
  mkdirSync(marca, { recursive: true });
  mkdirSync(pub, { recursive: true });

  const wm = wordmark(medium);
  const wordmarkSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${wm.view.join(' ')}" fill="currentColor">${wm.body}</svg>\n`;
  if (Buffer.byteLength(wordmarkSvg) > 6_000) throw new Error(`wordmark.svg is ${Buffer.byteLength(wordmarkSvg)} bytes, over 6 KB`);
  save(join(marca, 'wordmark.svg'), wordmarkSvg, out);
  save(join(marca, 'simbolo.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" fill="currentColor">${symbolSvgBody(0, 0, 48)}</svg>\n`, out);

  const tile = (size: number, inset: number, radius: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="${radius}" fill="${brand.offWhite}"/>` +
    `<g fill="${brand.navy}">${symbolSvgBody(inset, inset, 48 - 2 * inset)}</g></svg>`;
  save(join(pub, 'favicon.svg'), `${tile(48, 3, 10).replace(' width="48" height="48"', '')}\n`, out);
  for (const [name, px] of [['apple-touch-icon.png', 180], ['icon-192.png', 192], ['icon-512.png', 512]] as const) {
    const png = await sharp(Buffer.from(tile(px, 9, 0))).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toBuffer();
    save(join(pub, name), png, out);
  }

  save(join(pub, 'og-image.jpg'), await ogImage(medium, regular), out);
  return out;
}

/** 1200×630 share image: the terrace at golden hour, with the wordmark and tagline on a navy scrim. */
async function ogImage(medium: Font, regular: Font): Promise<Buffer> {
  const W = 1200;
  const H = 630;
  const scene = roof('og-image', 'dourada', {
    view: 'hero',
    open: 0.35,
    tint: 'leitoso',
    frame: 'branco',
    furniture: 'espreguicadeiras',
    wood: 1,
    headland: 'left',
    turn: -6,
  });
  const base = await sharp(Buffer.from(shotSvg(scene, W, H))).png().toBuffer();

  const wm = wordmark(medium);
  const wmWidth = 500;
  const k = wmWidth / wm.view[2];
  const wmX = 72;
  const wmY = 236;
  const tagline = textShape(regular, 'Soluções externas de alto padrão', 0, 0, 34, 0.01);
  const tb = bounds([tagline]);
  const tagX = wmX + 2;
  const tagY = wmY + wm.view[3] * k + 58;
  const overlay =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brand.navy}" stop-opacity=".9"/>` +
    `<stop offset=".45" stop-color="${brand.navy}" stop-opacity=".72"/><stop offset=".78" stop-color="${brand.navy}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#s)"/>` +
    `<g fill="${brand.offWhite}" transform="translate(${wmX} ${wmY}) scale(${k.toFixed(4)}) translate(${-wm.view[0]} ${-wm.view[1]})">${wm.body}</g>` +
    `<path fill="${brand.sand}" d="${pathData(tagline, tagX - tb.x0, tagY)}"/>` +
    `</svg>`;
  const composed = await sharp(base).composite([{ input: Buffer.from(overlay) }]).png().toBuffer();
  for (const quality of [86, 80, 74, 68, 62]) {
    const jpg = await sharp(composed).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpg.length <= 120_000) return jpg;
  }
  throw new Error('og-image.jpg does not fit in 120 KB');
}
