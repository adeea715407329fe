const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content-Type, Cache-Control and Content-Encoding each fixture file must be served with,
 * written out by hand rather than computed by the code under test.
 */
export const EXPECTED_HEADERS: Record<string, [contentType: string, cacheControl: string, contentEncoding: string | undefined]> = {
  'index.html': ['text/html; charset=utf-8', 'no-cache', 'gzip'],
  'toldos/index.html': ['text/html; charset=utf-8', 'no-cache', 'gzip'],
  'contato/index.html': ['text/html; charset=utf-8', 'no-cache', 'gzip'],
  'produtos/index.html': ['text/html; charset=utf-8', 'no-cache', 'gzip'],
  '404.html': ['text/html; charset=utf-8', 'no-cache', 'gzip'],
  'assets/app-ABC123.js': ['text/javascript; charset=utf-8', IMMUTABLE, 'gzip'],
  'assets/app-DEF456.js': ['text/javascript; charset=utf-8', IMMUTABLE, 'gzip'],
  'assets/styles-1a2b3c4d5e.css': ['text/css; charset=utf-8', IMMUTABLE, 'gzip'],
  'galeria/toldos/foto-1.webp': ['image/webp', 'no-cache', undefined],
  'favicon.ico': ['image/x-icon', 'no-cache', undefined],
  'og-image.jpg': ['image/jpeg', 'no-cache', undefined],
  'icon.svg': ['image/svg+xml', 'no-cache', 'gzip'],
  'robots.txt': ['text/plain; charset=utf-8', 'no-cache', 'gzip'],
  'sitemap.xml': ['application/xml; charset=utf-8', 'no-cache', 'gzip'],
};
