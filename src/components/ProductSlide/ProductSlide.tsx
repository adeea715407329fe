import { QuoteLink } from '../QuoteLink/QuoteLink';
import type { Slide, SlideFrame } from '../../shared/slides';
import { afterFirstPaint } from '../../system/afterFirstPaint.css';
import * as styles from './ProductSlide.css';
import { SlideMedia } from './SlideMedia';

export interface ProductSlideProps extends SlideFrame {
  slide: Slide;
  /** "3 de 31". */
  position: string;
  /** The name of a video slide's play link. */
  playLabel: string;
  /** Off to the side at first: its media is not rendered until it nears the screen, nor before the page's first paint. */
  offToTheSide?: boolean;
}

/**
 * One slide: the media, then subTitulo, titulo, descricao, the quote link and "Saiba Mais". The
 * server renders a carousel's first slides; the product carousel's island adds the rest with it.
 */
export function ProductSlide({ slide, position, roleDescription, quote, learnMoreLabel, playLabel, offToTheSide = false }: ProductSlideProps) {
  const { media } = slide;
  return (
    <div className={styles.slide} role="group" aria-roledescription={roleDescription} aria-label={position}>
      <div className={offToTheSide ? `${styles.media} ${styles.mediaOffToTheSide} ${afterFirstPaint}` : styles.media}>
        <SlideMedia media={media} playLabel={playLabel} />
      </div>
      <div className={styles.copy}>
        {/* A caption is the photo's alt too: read once. */}
        <p className={styles.subTitulo} aria-hidden={slide.subTitulo === media.alt || undefined}>
          {slide.subTitulo}
        </p>
        {slide.repeatsPage ? (
          <p className={styles.titulo} aria-hidden="true">
            {slide.titulo}
          </p>
        ) : (
          <h3 className={styles.titulo}>{slide.titulo}</h3>
        )}
        <p className={styles.descricao} aria-hidden={slide.repeatsPage || undefined}>
          {slide.descricao}
        </p>
        <div className={styles.actions}>
          <QuoteLink href={quote.href} newTabLabel={quote.newTabLabel}>
            {quote.label}
          </QuoteLink>
          <a href={slide.url} className={styles.learnMore}>
            {learnMoreLabel}
            <span className={styles.visuallyHidden}>{`: ${slide.titulo}`}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
