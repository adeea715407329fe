import { Pause, Play } from 'lucide';
import { useEffect, useState } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { playLink } from '../../sections/ProductsCarousel/ProductsCarousel.css';
import { pauseOnPageHide } from '../video/pauseOnPageHide';
import * as styles from './VideoToggle.css';

export interface VideoToggleProps {
  video: HTMLVideoElement;
  /** Only the current slide's video may play: leaving the slide pauses it. */
  current: boolean;
  labels: { play: string; pause: string };
}

/**
 * The play/pause button laid over a video slide, in place of the server's link to the clip (which
 * serves without JavaScript, and until this button is here). Play starts with sound and the
 * overlay steps aside.
 */
export function VideoToggle({ video, current, labels }: VideoToggleProps) {
  const [playing, setPlaying] = useState(!video.paused);

  useEffect(() => {
    const link = video.parentElement?.querySelector<HTMLElement>(`.${playLink}`);
    if (link) link.hidden = true;
    const update = () => setPlaying(!video.paused && !video.ended);
    const events = ['play', 'pause', 'ended'] as const;
    for (const type of events) video.addEventListener(type, update);
    const stopWatching = pauseOnPageHide(video);
    return () => {
      stopWatching();
      for (const type of events) video.removeEventListener(type, update);
      if (link) link.hidden = false;
    };
  }, [video]);

  useEffect(() => {
    if (!current) video.pause();
  }, [current, video]);

  const toggle = () => {
    if (video.paused || video.ended) {
      video.muted = false;
      void video.play().catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  };

  return (
    <button type="button" className={styles.toggle} data-playing={playing} aria-label={playing ? labels.pause : labels.play} onClick={toggle}>
      <span className={styles.icon}>
        <LucideIcon icon={playing ? Pause : Play} size={30} strokeWidth={1.5} />
      </span>
    </button>
  );
}
