import { Play } from 'lucide';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import type { Slide } from '../../site/slides';
import * as styles from './ProductsCarousel.css';

/** The media column: the whole width on a phone, three fifths of it from the desktop breakpoint. */
const MEDIA_SIZES = '(min-width: 1080px) 60vw, 100vw';

/**
 * A slide's picture, or its video over a lazy poster picture. A video loads nothing before a visitor
 * asks (`preload="none"`). It has no browser controls: on the low-tier phone the controls of three
 * video slides cost about 270 ms of main thread as their slides rendered (each icon is an SVG
 * document of its own). Until the carousel's island lays its play/pause button over the video, and
 * with JavaScript off, a plain link plays the clip in the browser's own player.
 */
export function SlideMedia({ media, playLabel }: { media: Slide['media']; playLabel: string }) {
  if (media.tipo === 'image') return <MediaImage image={media.image} alt={media.alt} className={styles.mediaFill} sizes={MEDIA_SIZES} />;
  return (
    <>
      {/* The poster is a lazy picture under the video, not its poster attribute: an attribute loads
          at once, wherever the slide is, and cannot offer AVIF with a WebP fallback. It is what the
          visitor sees of the clip, so it carries the clip's description. */}
      <MediaImage image={media.image} alt={media.alt} className={styles.mediaFill} sizes={MEDIA_SIZES} />
      <video className={styles.video} src={media.src} width={media.image.width} height={media.image.height} preload="none" playsInline />
      <a href={media.src} className={`${styles.playOverlay} ${styles.playLink}`} aria-label={playLabel}>
        <span className={styles.playIcon}>
          <LucideIcon icon={Play} size={30} strokeWidth={1.5} />
        </span>
      </a>
    </>
  );
}
