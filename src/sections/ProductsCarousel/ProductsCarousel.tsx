import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import { fill } from '../../site/format';
import type { Slide } from '../../site/slides';
import * as styles from './ProductsCarousel.css';

/**
 * The products carousel as static markup: a scroll-snap track that a visitor can swipe with
 * JavaScript off. Arrows, dots and the transition arrive with its island.
 */
export function ProductsCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { ui } = useContent();
  const quoteHref = useQuoteHref();
  return (
    <section id="projetos" className={styles.carousel} aria-roledescription="carrossel" aria-label={label}>
      <ul className={styles.track}>
        {slides.map((slide, i) => (
          <li
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(ui.carousel.slideLabel, { n: i + 1, total: slides.length })}
          >
            <div className={styles.media}>
              {slide.media.tipo === 'video' ? (
                <video
                  className={styles.mediaFill}
                  src={slide.media.src}
                  poster={slide.media.image.src}
                  width={slide.media.image.width}
                  height={slide.media.image.height}
                  preload="none"
                  playsInline
                  controls
                  aria-label={slide.media.alt}
                />
              ) : (
                <MediaImage
                  image={slide.media.image}
                  alt={slide.media.alt}
                  className={styles.mediaFill}
                  sizes="(min-width: 1080px) 60vw, 100vw"
                />
              )}
            </div>
            <div className={styles.copy}>
              <p className={styles.subTitulo}>{slide.subTitulo}</p>
              <h3 className={styles.titulo}>{slide.titulo}</h3>
              <p className={styles.descricao}>{slide.descricao}</p>
              <div className={styles.actions}>
                <QuoteLink href={quoteHref} newTabLabel={ui.newTab}>
                  {ui.quoteLabel}
                </QuoteLink>
                <a href={slide.url} className={styles.learnMore}>
                  {ui.learnMoreLabel}
                  <span className={styles.visuallyHidden}>: {slide.titulo}</span>
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
