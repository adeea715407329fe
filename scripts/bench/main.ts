/**
 * `npm run bench`: for every page, its first-load bytes and Lighthouse medians beside its floor
 * (the same hero image and headline in bare HTML), measured in the same run. Not a test: it
 * prints a table and writes bench-results/bench.json. `BENCH_RUNS` sets the runs (default 3);
 * `BENCH_PAGES` (comma-separated routes) measures only those pages.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startPreviewServer } from '../previewServer';
import { floorPage } from './floorPage';
import { median, runLighthouse, type LighthouseNumbers } from './runLighthouse';

const ROOT = path.resolve(__dirname, '../..');
const ALL_PAGES = ['/', '/produtos/', '/cobertura-retratil/', '/toldos/', '/vidros-esquadrias/', '/portas-lambril/', '/inox-solucoes-sanitarias/', '/beneficios/', '/contato/', '/404.html'];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : ALL_PAGES;
const unknown = PAGES.filter((page) => !ALL_PAGES.includes(page));
if (unknown.length) throw new Error(`BENCH_PAGES names pages the site does not have: ${unknown.join(', ')} (it has ${ALL_PAGES.join(', ')})`);

interface Row {
  page: string;
  runs: number;
  page_: Summary;
  floor: Summary;
  lcpRatio: number;
}
type Summary = Omit<LighthouseNumbers, 'bytes'> & { bytes: LighthouseNumbers['bytes'] };

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const floorRoot = writeFloors(dist);
  const site = await startPreviewServer(dist, 0);
  const floors = await startPreviewServer(floorRoot, 0);
  const at = (server: typeof site) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: Row[] = [];
  try {
    for (const page of PAGES) {
      const pageRuns: LighthouseNumbers[] = [];
      const floorRuns: LighthouseNumbers[] = [];
      // Alternate page and floor so a busy moment of the machine hits both alike.
      for (let i = 0; i < runs; i++) {
        pageRuns.push(await runLighthouse(`${at(site)}${page}`));
        floorRuns.push(await runLighthouse(`${at(floors)}${floorPath(page)}`));
      }
      const row = { page, runs, page_: summarize(pageRuns), floor: summarize(floorRuns), lcpRatio: 0 };
      row.lcpRatio = row.page_.lcp / row.floor.lcp;
      rows.push(row);
      console.error(`measured ${page}`);
    }
  } finally {
    site.close();
    floors.close();
    fs.rmSync(floorRoot, { recursive: true, force: true });
  }
  console.log(formatTable(rows));
  const out = path.join(ROOT, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'bench.json'), JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2));
  console.log(`\nwritten to bench-results/bench.json (medians of ${runs} runs; bytes are transfer bytes, gzip where served gzipped)`);
}

const floorPath = (page: string) => `/floor${page.endsWith('/') ? page : `/${page.replace(/\.html$/, '')}/`}`;

/** Floor pages in a folder of their own, with the site's assets beside them so the same image files load. */
function writeFloors(dist: string): string {
  const root = fs.mkdtempSync(path.join(ROOT, '.build-cache', 'floor-'));
  fs.symlinkSync(path.join(dist, 'assets'), path.join(root, 'assets'));
  for (const page of PAGES) {
    const file = page.endsWith('/') ? path.join(dist, page, 'index.html') : path.join(dist, page);
    const target = path.join(root, floorPath(page), 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, floorPage(fs.readFileSync(file, 'utf8')));
  }
  return root;
}

function summarize(runs: LighthouseNumbers[]): Summary {
  const m = (pick: (r: LighthouseNumbers) => number) => median(runs.map(pick));
  const types = ['document', 'stylesheet', 'script', 'image', 'font', 'total'] as const;
  return {
    score: m((r) => r.score),
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: m((r) => r.cls),
    bytes: Object.fromEntries(types.map((t) => [t, m((r) => r.bytes[t] ?? 0)])) as Summary['bytes'],
  };
}

function formatTable(rows: Row[]): string {
  const header = ['page', 'html', 'css', 'js', 'img', 'font', 'total', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'floor LCP', 'LCP/floor'];
  const kb = (n: number) => (n / 1024).toFixed(1);
  const lines = rows.map((r) => [
    r.page,
    kb(r.page_.bytes.document),
    kb(r.page_.bytes.stylesheet),
    kb(r.page_.bytes.script),
    kb(r.page_.bytes.image),
    kb(r.page_.bytes.font),
    kb(r.page_.bytes.total),
    String(Math.round(r.page_.score * 100)),
    `${Math.round(r.page_.fcp)}`,
    `${Math.round(r.page_.lcp)}`,
    `${Math.round(r.page_.tbt)}`,
    r.page_.cls.toFixed(3),
    `${Math.round(r.floor.lcp)}`,
    r.lcpRatio.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return ['bytes in KB (transfer), times in ms', fmt(header), ...lines.map(fmt)].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
