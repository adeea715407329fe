import { MediaImage } from '../../components/MediaImage/MediaImage';
import type { Slide } from '../../site/slides';
import * as styles from './ProductsCarousel.css';

/** The media column: the whole width on a phone, three fifths of it from the desktop breakpoint. */
const MEDIA_SIZES = '(min-width: 1080px) 60vw, 100vw';

/**
 * A slide's picture, or its video over a lazy poster picture. A video loads nothing before a visitor
 * asks (`preload="none"`); the browser's own controls play it until the carousel's island puts its
 * play/pause button over it.
 */
export function SlideMedia({ media }: { media: Slide['media'] }) {
  if (media.tipo === 'image') return <MediaImage image={media.image} alt={media.alt} className={styles.mediaFill} sizes={MEDIA_SIZES} />;
  return (
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
  );
}
