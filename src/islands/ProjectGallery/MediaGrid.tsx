import { Play } from 'lucide';
import { memo, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import { fill } from '../../shared/format';
import type { GalleryItem } from '../../shared/gallery';
import type { GallerySource } from '../gallerySource/GallerySource';
import { useGalleryPages } from '../gallerySource/useGalleryPages';
import { cellOf, drawnPositions, gridHeight } from './gridLayout';
import { useGridGeometry } from './useGridGeometry';
import { usePositionsInView } from './usePositionsInView';
import * as styles from './GalleryDialog.css';

export interface MediaGridProps {
  source: GallerySource;
  category: string;
  tipo: GalleryItem['tipo'];
  /** The dialog, which scrolls the grid. */
  scroller: RefObject<HTMLElement>;
  labels: {
    /** Said after a video's description: "(vídeo)". */
    videoLabel: string;
    /** "{n} de {total}" */
    position: string;
  };
  onOpen: (item: GalleryItem, thumbnail: HTMLButtonElement) => void;
}

/**
 * A tab's photos (or videos) as a grid of small thumbnails, each opening its media in the
 * lightbox. The grid has its full height at once, but draws only the thumbnails on screen or
 * about to be, and fetches only their pages of the gallery's data: a tab of 1,000 costs what one
 * of 50 does. Every thumbnail says its place ("12 de 400"); the focused one and its neighbours
 * stay drawn, so Tab walks the whole grid in order.
 */
export const MediaGrid = memo(function MediaGrid({ source, category, tipo, scroller, labels, onOpen }: MediaGridProps) {
  useGalleryPages(source);
  const count = source.count(category, tipo);
  const list = useRef<HTMLUListElement>(null);
  const geometry = useGridGeometry(list);
  const inView = usePositionsInView(list, scroller, geometry, count);
  // The thumbnail last focused or tapped, in this tab: kept drawn while the lightbox it opened is up.
  const [kept, setKept] = useState<{ category: string; position: number } | null>(null);
  const keptPosition = kept?.category === category ? kept.position : null;

  useEffect(() => source.want(category, tipo, inView.from, inView.to), [source, category, tipo, inView]);
  useEffect(() => {
    if (keptPosition !== null) source.want(category, tipo, keptPosition - 1, keptPosition + 2);
  }, [source, category, tipo, keptPosition]);
  // A thumbnail tapped while its data was on its way opens once it comes.
  const [waiting, setWaiting] = useState<number | null>(null);
  const waited = waiting !== null && waiting === keptPosition ? source.item(category, tipo, waiting) : undefined;
  useEffect(() => {
    const button = waited && list.current?.querySelector<HTMLButtonElement>(`li[aria-posinset="${waiting! + 1}"] button`);
    if (!waited || !button) return;
    setWaiting(null);
    onOpen(waited, button);
  }, [waited, waiting, onOpen]);

  const keep = (event: FocusEvent<HTMLUListElement>) => {
    const position = (event.target as Element).closest('li')?.getAttribute('aria-posinset');
    if (position) setKept({ category, position: Number(position) - 1 });
  };

  return (
    <ul ref={list} className={styles.grid} style={{ height: geometry ? gridHeight(count, geometry) : undefined }} onFocus={keep}>
      {geometry &&
        drawnPositions(count, inView, keptPosition).map((position) => {
          const { top, left, width, height } = cellOf(position, geometry);
          return (
            <li key={position} className={styles.cell} aria-posinset={position + 1} aria-setsize={count} style={{ top, left, width, height }}>
              <Thumbnail
                item={source.item(category, tipo, position)}
                place={fill(labels.position, { n: position + 1, total: count })}
                videoLabel={labels.videoLabel}
                onOpen={(item, thumbnail) => {
                  setKept({ category, position });
                  if (item) onOpen(item, thumbnail);
                  else setWaiting(position);
                }}
              />
            </li>
          );
        })}
    </ul>
  );
});

interface ThumbnailProps {
  /** Undefined while its page of the gallery's data is on its way. */
  item: GalleryItem | undefined;
  place: string;
  videoLabel: string;
  /** With no item for a thumbnail still empty. */
  onOpen: (item: GalleryItem | undefined, thumbnail: HTMLButtonElement) => void;
}

/** A thumbnail, or its empty frame until its data comes: the frame can take the focus already, and keeps it as it fills. */
function Thumbnail({ item, place, videoLabel, onOpen }: ThumbnailProps) {
  return (
    <button type="button" className={styles.thumb} aria-busy={item ? undefined : true} onClick={(event) => onOpen(item, event.currentTarget)}>
      {item && <MediaImage image={item.thumb} alt={item.alt} className={styles.thumbImage} />}
      {item?.tipo === 'video' && (
        <>
          <span className={styles.playBadge} aria-hidden="true">
            <LucideIcon icon={Play} size={22} />
          </span>
          <span className={styles.visuallyHidden}> {videoLabel}</span>
        </>
      )}
      <span className={styles.visuallyHidden}> {place}</span>
    </button>
  );
}
