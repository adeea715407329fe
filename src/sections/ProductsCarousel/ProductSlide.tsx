import { MediaImage } from '../../components/MediaImage/MediaImage';
import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import type { Slide } from '../../site/slides';
import { afterFirstPaint } from '../../system/afterFirstPaint.css';
import * as styles from './ProductsCarousel.css';

/** The media column: the whole width on a phone, three fifths of it from the desktop breakpoint. */
const MEDIA_SIZES = '(min-width: 1080px) 60vw, 100vw';

export interface ProductSlideProps {
  slide: Slide;
  /** "3 de 31". */
  position: string;
  roleDescription: string;
  quote: { href: string; label: string; newTabLabel: string };
  learnMoreLabel: string;
  /** Off to the side at first: its media waits for the page's first paint. */
  waitsForPaint?: boolean;
}

/**
 * One slide: the media, then titulo, subTitulo, descricao, the quote link and "Saiba Mais".
 * A video loads nothing before a visitor asks (`preload="none"` over a lazy poster picture); the browser's own
 * controls play it until the carousel's island puts its play/pause button over it.
 */
export function ProductSlide({ slide, position, roleDescription, quote, learnMoreLabel, waitsForPaint = false }: ProductSlideProps) {
  const { media } = slide;
  return (
    <div className={styles.slide} role="group" aria-roledescription={roleDescription} aria-label={position}>
      <div className={waitsForPaint ? `${styles.media} ${afterFirstPaint}` : styles.media}>
        {media.tipo === 'video' ? (
          <>
            {/* The poster is a lazy picture under the video, not its poster attribute: an attribute loads
                at once, wherever the slide is, and cannot offer AVIF with a WebP fallback. */}
            <MediaImage image={media.image} alt="" className={styles.mediaFill} sizes={MEDIA_SIZES} />
            <video
              className={styles.mediaFill}
              src={media.src}
              width={media.image.width}
              height={media.image.height}
              preload="none"
              playsInline
              controls
              aria-label={media.alt}
            />
          </>
        ) : (
          <MediaImage image={media.image} alt={media.alt} className={styles.mediaFill} sizes={MEDIA_SIZES} />
        )}
      </div>
      <div className={styles.copy}>
        <p className={styles.subTitulo}>{slide.subTitulo}</p>
        <h3 className={styles.titulo}>{slide.titulo}</h3>
        <p className={styles.descricao}>{slide.descricao}</p>
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
