import * as styles from '../../components/ProductSlide/ProductSlide.css';
import { slideLabel } from '../../shared/slideText';
import type { AddedSlide, RestOfGallery } from '../../shared/slides';

/**
 * Appends a slide per item to the track, each a copy of the server's first slide (the product's
 * copy, its quote link and "Saiba Mais" are the same on every slide) with its own name, subtitle
 * and an empty media box, which the island fills. Returns those boxes, in order.
 */
export function appendSlides(track: HTMLElement, slides: AddedSlide[], rest: RestOfGallery): HTMLElement[] {
  const template = track.firstElementChild;
  if (!template) return [];
  return slides.map((slide, i) => {
    const copy = template.cloneNode(true) as HTMLElement;
    copy.setAttribute('aria-label', slideLabel(rest.slideLabel, rest.from + i, rest.total));
    copy.querySelector(`.${styles.subTitulo}`)!.textContent = slide.subTitulo;
    const box = copy.querySelector<HTMLElement>(`.${styles.media}`)!;
    box.className = `${styles.media} ${styles.mediaOffToTheSide}`;
    box.replaceChildren();
    track.append(copy);
    return box;
  });
}
