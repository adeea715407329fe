import fs from 'node:fs';
import path from 'node:path';

/**
 * A small built site in two versions. v2 replaces the script (new hash), changes the pages and
 * the sitemap, drops /contato/ and adds /produtos/; the stylesheet, media, favicon, robots.txt
 * and 404 page stay byte-identical.
 */
export type Version = 1 | 2;

const page = (title: string, script: string, links: string[]) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="stylesheet" href="/assets/styles-1a2b3c4d5e.css"><link rel="icon" href="/favicon.ico">` +
  `<script type="module" src="/assets/${script}"></script></head><body><h1>${title}</h1>` +
  `<img src="/galeria/toldos/foto-1.webp" alt="">${links.map((href) => `<a href="${href}">${href}</a>`).join('')}</body></html>`;

// Deterministic "binary" bytes, so unchanged media has the same MD5 in both versions.
const binary = (seed: number, length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed * 17) % 256));

export function siteFiles(version: Version): Record<string, string | Buffer> {
  const script = version === 1 ? 'app-ABC123.js' : 'app-DEF456.js';
  const pages = version === 1 ? ['/', '/toldos/', '/contato/'] : ['/', '/toldos/', '/produtos/'];
  const files: Record<string, string | Buffer> = {
    'index.html': page(`Orla Outdoor v${version}`, script, pages),
    'toldos/index.html': page(`Toldos v${version}`, script, pages),
    '404.html': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>404</title><link rel="stylesheet" href="/assets/styles-1a2b3c4d5e.css"></head><body><h1>Página não encontrada</h1><a href="/">Início</a></body></html>`,
    [`assets/${script}`]: `document.documentElement.dataset.version = "${version}";\n`,
    'assets/styles-1a2b3c4d5e.css': 'body{font-family:serif;color:#24384a}\n',
    'galeria/toldos/foto-1.webp': binary(1, 4096),
    'favicon.ico': binary(2, 318),
    'og-image.jpg': binary(3, 2048),
    'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
    'robots.txt': 'User-agent: *\nAllow: /\nSitemap: https://orla.example/sitemap.xml\n',
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages.map((p) => `<url><loc>https://orla.example${p}</loc></url>`).join('')}</urlset>\n`,
  };
  if (version === 1) files['contato/index.html'] = page('Contato', script, pages);
  else files['produtos/index.html'] = page('Produtos', script, pages);
  return files;
}

/** Replaces everything in `dir` with the given version of the site. */
export function writeSite(dir: string, version: Version): Record<string, string | Buffer> {
  fs.rmSync(dir, { recursive: true, force: true });
  const files = siteFiles(version);
  for (const [key, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), data);
  }
  return files;
}

/** The object keys a page's HTML points at: its assets, media and the pages it links to. */
export function referencedKeys(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="\/([^"#?]*)"/g)].map(([, target = '']) => (target === '' || target.endsWith('/') ? `${target}index.html` : target));
}
