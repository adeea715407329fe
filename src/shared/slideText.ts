import { fill } from './format';

/** A gallery item's slide names it by the item's caption, or else by the product's own subtitle. */
export function slideSubtitle(item: { caption?: string | null }, productSubtitle: string): string {
  return item.caption ?? productSubtitle;
}

/** A carousel slide's name ("3 de 31"): `ui.carousel.slideLabel` for the slide at `index` (from 0) of `total`. */
export function slideLabel(template: string, index: number, total: number): string {
  return fill(template, { n: index + 1, total });
}
