import { X } from 'lucide';
import { useEffect, useRef, type MouseEvent } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import { pauseOnPageHide } from '../video/pauseOnPageHide';
import type { GalleryItem } from '../../shared/gallery';
import { useHistoryLayer } from './useHistoryLayer';
import { useModalDialog } from './useModalDialog';
import * as styles from './Lightbox.css';

export interface LightboxProps {
  item: GalleryItem;
  closeLabel: string;
  onClosed: () => void;
}

/**
 * One photo or video, full screen, for as long as it is mounted. "Fechar", Escape, a click
 * beside the media, the back button and the end of a video all close it.
 */
export function Lightbox({ item, closeLabel, onClosed }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(true, onClosed, closeButton);
  useHistoryLayer(true, dialog.close);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => (video.current ? pauseOnPageHide(video.current) : undefined), [item]);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.hasAttribute('data-backdrop')) dialog.close();
  };

  return (
    <dialog ref={dialog.ref} className={styles.lightbox} aria-modal="true" aria-label={item.alt} onClick={onClick} onKeyDown={dialog.onKeyDown}>
      <div className={styles.stage} data-backdrop="">
        {item.tipo === 'video' ? (
          <video ref={video} className={styles.media} src={item.video} poster={item.full.src} width={item.full.width} height={item.full.height} controls autoPlay playsInline onEnded={dialog.close} />
        ) : (
          <MediaImage image={item.full} alt={item.alt} className={styles.media} sizes="100vw" priority />
        )}
      </div>
      <button ref={closeButton} type="button" className={styles.close} onClick={dialog.close}>
        <LucideIcon icon={X} size={20} />
        {closeLabel}
      </button>
    </dialog>
  );
}
