import { ContentError } from './ContentError';

const EXAMPLE = 'SITE_ORIGIN=https://www.example.com.br';

/**
 * The site's address from the `SITE_ORIGIN` environment variable, which overrides content/site.json's
 * `origin` (canonical URLs, share previews, sitemap): `undefined` when it is unset or empty, else the
 * origin it names without a trailing slash. Anything that is not the address of a site's root (no
 * `https://`, a path, a query) stops the build, naming SITE_ORIGIN, rather than going into every page.
 */
export function siteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const problem = (what: string) => new ContentError('SITE_ORIGIN', '', `"${value}" ${what}, like ${EXAMPLE}`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw problem('is not a site address: give https:// and the domain');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw problem('is not a site address: give https:// and the domain');
  if (url.username || url.password || url.pathname.replace(/\/+$/, '') || url.search || url.hash) {
    throw problem('must be the address of the site itself, with nothing after the domain (no path, query or #)');
  }
  return url.origin;
}
