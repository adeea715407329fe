import { Play } from 'lucide';
import { memo } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import type { GalleryItem } from '../../shared/gallery';
import * as styles from './GalleryDialog.css';

export interface MediaGridProps {
  items: GalleryItem[];
  /** Said after a video's description: "(vídeo)". */
  videoLabel: string;
  onOpen: (item: GalleryItem, thumbnail: HTMLButtonElement) => void;
}

/**
 * Small, lazily loaded thumbnails; each opens its media in the lightbox. Memoized: a tap on a tab
 * re-renders the dialog at once, and the grid only when its items change.
 */
export const MediaGrid = memo(function MediaGrid({ items, videoLabel, onOpen }: MediaGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.video ?? item.full.src}>
          <button type="button" className={styles.thumb} onClick={(event) => onOpen(item, event.currentTarget)}>
            <MediaImage image={item.thumb} alt={item.alt} className={styles.thumbImage} />
            {item.tipo === 'video' && (
              <>
                <span className={styles.playBadge} aria-hidden="true">
                  <LucideIcon icon={Play} size={22} />
                </span>
                <span className={styles.visuallyHidden}> {videoLabel}</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
});
