/** One URL a page refers to, and where. */
export interface Reference {
  url: string;
  /** e.g. `a[href]`, `source[srcset]`, `meta[og:image]`. */
  where: string;
}

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'action', 'data'];
// Meta tags whose content is a URL a crawler or a share preview will fetch.
const URL_METAS = ['og:url', 'og:image', 'twitter:image'];

/** The URLs in a `srcset`: each candidate is a URL and an optional width or density. */
export const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Every URL the document refers to through an attribute a browser or crawler follows. */
export function referencesIn(doc: Document): Reference[] {
  const found: Reference[] = [];
  for (const attribute of URL_ATTRIBUTES) {
    for (const element of doc.querySelectorAll(`[${attribute}]`)) {
      const value = element.getAttribute(attribute)!;
      const where = `${element.localName}[${attribute}]`;
      const urls = attribute === 'srcset' ? srcsetUrls(value) : [value.trim()];
      for (const url of urls) found.push({ url, where });
    }
  }
  for (const key of URL_METAS) {
    for (const meta of doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)) {
      found.push({ url: meta.getAttribute('content')!.trim(), where: `meta[${key}]` });
    }
  }
  return found;
}

/** The `url(...)` references of a stylesheet. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]!);
}
