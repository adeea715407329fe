import { Pause, Play } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../boot/afterPaint';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { mediaFill } from '../../components/ProductSlide/ProductSlide.css';
import { pauseOnPageHide } from '../video/pauseOnPageHide';
import * as styles from './VideoToggle.css';

export interface VideoToggleProps {
  /** The server's link to the clip (src/components/ProductSlide/SlideMedia.tsx): hidden while this button is here. */
  link: HTMLAnchorElement;
  /** Only the current slide's video may play: leaving the slide pauses it. */
  current: boolean;
  labels: { play: string; pause: string };
}

/**
 * The play/pause button laid over a video slide, in place of the server's link to the clip. The
 * first play creates the <video> (SlideMedia says why there is none before), after the tap's own
 * frame has painted the button as pressed; it plays with sound, and the overlay steps aside.
 */
export function VideoToggle({ link, current, labels }: VideoToggleProps) {
  const [created, setCreated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const isCurrent = useRef(current);
  isCurrent.current = current;

  useEffect(() => {
    link.hidden = true;
    return () => {
      link.hidden = false;
    };
  }, [link]);

  useEffect(() => {
    const element = video.current;
    if (!created || !element) return;
    const update = () => setPlaying(!element.paused && !element.ended);
    const events = ['play', 'pause', 'ended'] as const;
    for (const type of events) element.addEventListener(type, update);
    const stopWatching = pauseOnPageHide(element);
    // Still within the tap's user activation, so it may play with sound; unless the visitor has
    // moved on to another slide meanwhile.
    if (isCurrent.current) void element.play().catch(update);
    else update();
    return () => {
      stopWatching();
      for (const type of events) element.removeEventListener(type, update);
    };
  }, [created]);

  useEffect(() => {
    if (!current) video.current?.pause();
  }, [current]);

  const toggle = () => {
    const element = video.current;
    if (!element) {
      // Shown as playing at once; the clip follows.
      setPlaying(true);
      afterNextPaint(() => setCreated(true));
    } else if (element.paused || element.ended) {
      void element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  };

  return (
    <>
      {created && <video ref={video} className={mediaFill} src={link.getAttribute('href')!} preload="none" playsInline />}
      <button type="button" className={styles.toggle} data-playing={playing} aria-label={playing ? labels.pause : labels.play} onClick={toggle}>
        <span className={styles.icon}>
          <LucideIcon icon={playing ? Pause : Play} size={30} strokeWidth={1.5} />
        </span>
      </button>
    </>
  );
}
