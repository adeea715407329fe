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
  /** Its place in the carousel, from 0: where it starts decides when its media is rendered. */
  index: number;
}

/**
 * The slides after the first that Chromium renders at once with `content-visibility: auto` (its
 * margin reaches the next two, measured at 360 to 1440 px wide). Their media waits for the page's
 * first paint instead (afterFirstPaint, so their images do not share slow 4G with the hero), then
 * stays rendered; the media of those further off waits until it nears the screen (mediaFurtherOff).
 * Releasing the hold then lays the page out once, not twice: a box switched from hidden to `auto`
 * is laid out again in the same frame, once the browser has found whether it is near the screen.
 */
export const SLIDES_BESIDE = 2;

const mediaClass = (index: number) => {
  if (index === 0) return styles.media;
  return `${styles.media} ${index <= SLIDES_BESIDE ? afterFirstPaint : styles.mediaFurtherOff}`;
};

/**
 * One slide: the media, then subTitulo, titulo, descricao, the quote link and "Saiba Mais". The
 * server renders a carousel's first slides; the product carousel's island adds the rest with it.
 */
export function ProductSlide({ slide, position, roleDescription, quote, learnMoreLabel, playLabel, index }: ProductSlideProps) {
  const { media } = slide;
  return (
    <div className={styles.slide} role="group" aria-roledescription={roleDescription} aria-label={position}>
      <div className={mediaClass(index)}>
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
