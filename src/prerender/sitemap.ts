/** A page the build wrote: its URL path and its head tags. */
export interface SitemapPage {
  path: string;
  head: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A page that asks not to be indexed (the error page) stays out of the sitemap. */
export const isIndexable = (page: SitemapPage) => !/<meta\b[^>]*\bname="robots"[^>]*\bnoindex/i.test(page.head);

/** sitemap.xml: the absolute URL of every indexable page, from the site's origin. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.filter(isIndexable).map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The path (`/`, `/toldos/`…) of every page a built site's sitemap.xml lists, for the tools that visit them all. */
export function sitemapPaths(sitemap: string): string[] {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
}
