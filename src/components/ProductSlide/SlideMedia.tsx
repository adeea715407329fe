import { Play } from 'lucide';
import { LucideIcon } from '../Icon/LucideIcon';
import { MediaImage } from '../MediaImage/MediaImage';
import type { Slide } from '../../shared/slides';
import * as styles from './ProductSlide.css';

/** The media column: the whole width on a phone, three fifths of it from the desktop breakpoint. */
const MEDIA_SIZES = '(min-width: 1080px) 60vw, 100vw';

/**
 * A slide's picture, or a video's lazy poster picture with a plain link that plays the clip in the
 * browser's own player (with JavaScript off, and until the carousel's island lays its play/pause
 * button there). No <video> element until a visitor plays: the first one on a page makes Chromium
 * parse its media controls' stylesheet (125 KB) in the frame that renders it, a 5–14 ms task at 1×
 * (traced on /toldos/) that the low-tier phone takes ten times over. The island creates it.
 */
export function SlideMedia({ media, playLabel }: { media: Slide['media']; playLabel: string }) {
  if (media.tipo === 'image') return <MediaImage image={media.image} alt={media.alt} className={styles.mediaFill} sizes={MEDIA_SIZES} />;
  return (
    <>
      {/* The poster is a lazy picture under the video, not its poster attribute: an attribute loads
          at once, wherever the slide is, and cannot offer AVIF with a WebP fallback. It is what the
          visitor sees of the clip, so it carries the clip's description. */}
      <MediaImage image={media.image} alt={media.alt} className={styles.mediaFill} sizes={MEDIA_SIZES} />
      <a href={media.src} className={`${styles.playOverlay} ${styles.playLink}`} aria-label={playLabel}>
        <span className={styles.playIcon}>
          <LucideIcon icon={Play} size={30} strokeWidth={1.5} />
        </span>
      </a>
    </>
  );
}
