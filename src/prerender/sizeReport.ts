import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageSize {
  page: string;
  html: number;
  css: number;
  js: number;
}

export const gzipBytes = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Gzip bytes of each page's HTML (its inlined styles included), of those styles alone, and of the JavaScript it fetches unasked (its entry, and React prefetched). */
export function measurePage(dist: string, page: string, htmlFile: string, css: string, jsFiles: string[]): PageSize {
  return {
    page,
    html: gzipBytes(path.join(dist, htmlFile)),
    css: gzipSync(css, { level: 9 }).length,
    js: jsFiles.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0),
  };
}

export function formatSizeTable(rows: PageSize[]): string {
  const header = ['page', 'html gz', '(inline css gz)', 'js gz', 'total gz'];
  const lines = rows.map((r) => [r.page, r.html, r.css, r.js, r.html + r.js].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
