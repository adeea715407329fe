import { JSDOM } from 'jsdom';

/**
 * A page's floor: the same hero image (the same <picture>, so the same file is chosen) and the
 * same headline in bare HTML, no CSS and no JavaScript. Nothing can paint its largest content
 * sooner on this network, so it is what the real page is measured against.
 */
export function floorPage(html: string): string {
  const { document } = new JSDOM(html).window;
  const hero = document.querySelector('img[fetchpriority="high"]');
  const picture = hero?.closest('picture') ?? hero;
  const headline = document.querySelector('h1')?.textContent ?? '';
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title>',
    // No favicon request: the site inlines its favicon, and a bare page would otherwise fetch a 404.
    `<meta name="description" content="floor"><link rel="icon" href="data:,"></head>`,
    '<body>',
    picture ? picture.outerHTML.replace(/ class="[^"]*"/g, '').replace(/ style="[^"]*"/g, '') : '',
    `<h1>${escapeHtml(headline)}</h1>`,
    '</body>',
    '</html>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
