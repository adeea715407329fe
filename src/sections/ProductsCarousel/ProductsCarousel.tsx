import type { CSSProperties, ReactNode } from 'react';
import { Island } from '../../islandBox/Island';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import { ProductSlide } from '../../components/ProductSlide/ProductSlide';
import { slideLabel } from '../../shared/slideText';
import type { RestOfGallery, Slide, SlideFrame } from '../../shared/slides';
import * as styles from './ProductsCarousel.css';

/** A product's whole gallery, when the HTML holds only its first slides: the island adds the others. */
type Rest = Pick<RestOfGallery, 'category' | 'total' | 'product'>;
const TITLE_ID = 'projetos-title';

/**
 * The products carousel (WAI-ARIA carousel pattern: a labelled region of slides named "3 de 31").
 * The slides are plain server markup, given to the carousel's island, whose box holds them and
 * the row of controls it adds. Its props are a few labels, not the slides; its code loads when
 * that row nears the viewport.
 * On a product page the HTML holds only the first slides (named "3 de 31" all the same); the island
 * adds the rest from the gallery's data file when it runs.
 * `children` follow the carousel, inside the section (a product page's link to all its projects).
 * `belowTheFold`: the carousel starts below the first screen, so it is not rendered until it nears it.
 */
export function ProductsCarousel({ slides, label, rest, belowTheFold = false, children }: { slides: Slide[]; label: string; rest?: Rest; belowTheFold?: boolean; children?: ReactNode }) {
  const { ui, constants, galleryDataUrl } = useContent();
  const frame: SlideFrame = {
    roleDescription: ui.carousel.slideRoleDescription,
    quote: { href: useQuoteHref(), label: ui.quoteLabel, newTabLabel: ui.newTab },
    learnMoreLabel: ui.learnMoreLabel,
  };
  const total = rest?.total ?? slides.length;
  const restOfGallery: RestOfGallery | undefined =
    rest && galleryDataUrl && rest.total > slides.length
      ? { ...rest, dataUrl: galleryDataUrl, from: slides.length, slideLabel: ui.carousel.slideLabel, frame }
      : undefined;
  return (
    <section
      id="projetos"
      className={belowTheFold ? `${styles.carousel} ${styles.belowTheFold}` : styles.carousel}
      aria-roledescription={ui.carousel.roleDescription}
      aria-labelledby={TITLE_ID}
      style={{ '--slide-min-height': `${constants.productSlideMinHeightPx}px` } as CSSProperties}
    >
      {/* The home page's slides title their products with h3s: the carousel's own heading keeps the page's outline in order. */}
      <h2 id={TITLE_ID} className={styles.visuallyHidden}>
        {label}
      </h2>
      <Island
        name="ProductsCarousel"
        hydrate="visible"
        props={{
          count: slides.length,
          labels: {
            previous: ui.carousel.previous,
            next: ui.carousel.next,
            dots: ui.carousel.dotsLabel,
            goToSlide: ui.carousel.goToSlide,
            play: ui.carousel.play,
            pause: ui.carousel.pause,
          },
          dotWindow: { before: constants.dotWindowBefore, after: constants.dotWindowAfter },
          ...(restOfGallery && { rest: restOfGallery }),
        }}
      >
        {slides.map((slide, i) => (
          <ProductSlide key={slide.key} slide={slide} position={slideLabel(ui.carousel.slideLabel, i, total)} {...frame} playLabel={ui.carousel.play} index={i} />
        ))}
      </Island>
      {children}
    </section>
  );
}
