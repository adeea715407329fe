import type { GalleryIndex, GalleryItem, GalleryPageRef } from '../../shared/gallery';

/** The "Todos" tab: every product. Not a product id (those are lower-case words). */
export const ALL = '*';

/** Which of a tab's items: its photos, its videos, or all of them in the gallery's order (a product's carousel). */
export type ItemKind = GalleryItem['tipo'] | 'any';

/** A page's items of one kind: where the first of them falls among the tab's. */
interface Span {
  page: GalleryPageRef;
  start: number;
  count: number;
}

const countOf = (page: GalleryPageRef, kind: ItemKind) => (kind === 'any' ? page.images + page.videos : kind === 'image' ? page.images : page.videos);

/**
 * The gallery's items as far as they have come: the index says how many items each tab holds,
 * and which page holds each; pages are fetched when a position on them is wanted, once each.
 * Whoever draws items subscribes, and draws again as pages arrive.
 */
export class GallerySource {
  private readonly spans = new Map<string, Span[]>();
  private readonly pages = new Map<string, GalleryItem[]>();
  private readonly byKind = new Map<string, GalleryItem[]>();
  private readonly asked = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /** Grows each time a page arrives. */
  version = 0;

  constructor(
    readonly index: GalleryIndex,
    private readonly fetchPage: (url: string) => Promise<GalleryItem[]>,
  ) {}

  count(category: string, kind: ItemKind): number {
    const spans = this.spansOf(category, kind);
    const last = spans[spans.length - 1];
    return last ? last.start + last.count : 0;
  }

  /** The tab's item of `kind` at `position`, if its page has come (undefined until then). */
  item(category: string, kind: ItemKind, position: number): GalleryItem | undefined {
    const span = this.spanAt(category, kind, position);
    return span && this.itemsOf(span.page, kind)?.[position - span.start];
  }

  /** Fetches the pages holding the tab's items of `kind` from `from` up to (not including) `to`, those not asked for yet. */
  want(category: string, kind: ItemKind, from: number, to: number): void {
    for (const span of this.spansOf(category, kind)) {
      if (span.start < to && span.start + span.count > from) this.fetch(span.page.url);
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private fetch(url: string): void {
    if (this.asked.has(url)) return;
    this.asked.add(url);
    this.fetchPage(url).then(
      (items) => {
        this.pages.set(url, items);
        this.version += 1;
        for (const listener of this.listeners) listener();
      },
      // Not there (offline a moment): asked again the next time a position on it is wanted.
      () => this.asked.delete(url),
    );
  }

  private itemsOf(page: GalleryPageRef, kind: ItemKind): GalleryItem[] | undefined {
    const items = this.pages.get(page.url);
    if (!items || kind === 'any') return items;
    const key = `${page.url} ${kind}`;
    let ofKind = this.byKind.get(key);
    if (!ofKind) this.byKind.set(key, (ofKind = items.filter((item) => item.tipo === kind)));
    return ofKind;
  }

  private spanAt(category: string, kind: ItemKind, position: number): Span | undefined {
    const spans = this.spansOf(category, kind);
    let low = 0;
    let high = spans.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const span = spans[middle]!;
      if (position < span.start) high = middle - 1;
      else if (position >= span.start + span.count) low = middle + 1;
      else return span;
    }
    return undefined;
  }

  /** The tab's pages that hold items of `kind`, each with the first position it holds. */
  private spansOf(category: string, kind: ItemKind): Span[] {
    const key = `${category} ${kind}`;
    let spans = this.spans.get(key);
    if (!spans) {
      spans = [];
      let start = 0;
      for (const product of this.index.categories) {
        if (category !== ALL && product.id !== category) continue;
        for (const page of product.pages) {
          const count = countOf(page, kind);
          if (count) spans.push({ page, start, count });
          start += count;
        }
      }
      this.spans.set(key, spans);
    }
    return spans;
  }
}
