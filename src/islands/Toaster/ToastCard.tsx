import { X } from 'lucide';
import { useState } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import type { Toast } from './toastStore';
import { useAutoDismiss } from './useAutoDismiss';
import { useSwipeToDismiss } from './useSwipeToDismiss';
import * as styles from './Toaster.css';

export interface ToastCardProps {
  toast: Toast;
  closeLabel: string;
  newTabLabel: string;
  durationMs: number;
  swipeThresholdPx: number;
  /** Focus is inside the notification region. */
  paused: boolean;
  onClose: () => void;
}

/** One toast: closes by its button, a swipe right or its timer, which waits while it is hovered, focused or being swiped. */
export function ToastCard({ toast, closeLabel, newTabLabel, durationMs, swipeThresholdPx, paused, onClose }: ToastCardProps) {
  const [hovered, setHovered] = useState(false);
  const swipe = useSwipeToDismiss(swipeThresholdPx, onClose);
  useAutoDismiss(durationMs, paused || hovered || swipe.swiping, onClose);
  const moved = swipe.offset ? { transform: `translateX(${swipe.offset}px)`, opacity: Math.max(0.3, 1 - swipe.offset / (swipeThresholdPx * 4)) } : undefined;

  return (
    <li
      className={styles.toast[toast.variant]}
      data-variant={toast.variant}
      style={moved}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      {...swipe.handlers}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
        {toast.action ? (
          <a className={styles.action} href={toast.action.href} target="_blank" rel="noopener noreferrer">
            {toast.action.label}
            <span className={styles.visuallyHidden}> {newTabLabel}</span>
          </a>
        ) : null}
      </div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <LucideIcon icon={X} size={20} strokeWidth={1.75} />
      </button>
    </li>
  );
}
