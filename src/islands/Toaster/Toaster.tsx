import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { ToastCard } from './ToastCard';
import { useToastStore, type Toast } from './toastStore';
import { useRegionFocus } from './useRegionFocus';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** The region's name, with its hotkey: "Notificações (F8)". */
  label: string;
  closeLabel: string;
  newTabLabel: string;
  /** `KeyboardEvent.key` that moves focus to the notifications. */
  hotkey: string;
  durationMs: number;
  swipeThresholdPx: number;
  maxWidthPx: number;
}

const announcement = (toast: Toast) => [toast.title, toast.description].filter(Boolean).join(' ');

/**
 * Where toasts appear, one at a time. Render it once, in the island that raises toasts. It
 * mounts straight into <body> once that island hydrates (a section with content-visibility
 * would otherwise hold a fixed box in place), so the region and its live regions are in the
 * page well before a toast arrives; a destructive toast is announced assertively.
 */
export function Toaster({ label, closeLabel, newTabLabel, hotkey, durationMs, swipeThresholdPx, maxWidthPx }: ToasterProps) {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const region = useRef<HTMLDivElement>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  const focus = useRegionFocus(region);
  const close = (id: number) => {
    focus.handBack();
    dismiss(id);
  };

  const keys = useRef({ hotkey, toast, close, focusRegion: focus.focusRegion });
  keys.current = { hotkey, toast, close, focusRegion: focus.focusRegion };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { hotkey, toast, close, focusRegion } = keys.current;
      if (event.key === hotkey || event.code === hotkey) {
        event.preventDefault();
        focusRegion();
      } else if (event.key === 'Escape' && toast) {
        close(toast.id);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!host) return null;
  return createPortal(
    <div
      ref={region}
      role="region"
      aria-label={label}
      tabIndex={-1}
      className={styles.region}
      style={{ [styles.MAX_WIDTH_VAR]: `${maxWidthPx}px` } as CSSProperties}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      <ol className={styles.list}>
        {toast ? (
          <ToastCard
            key={toast.id}
            toast={toast}
            closeLabel={closeLabel}
            newTabLabel={newTabLabel}
            durationMs={durationMs}
            swipeThresholdPx={swipeThresholdPx}
            paused={focus.focused}
            onClose={() => close(toast.id)}
          />
        ) : null}
      </ol>
      {/* Keyed by toast, so the same words shown twice are announced twice. */}
      <div role="status" className={styles.visuallyHidden}>
        {toast?.variant === 'default' ? <span key={toast.id}>{announcement(toast)}</span> : null}
      </div>
      <div role="alert" className={styles.visuallyHidden}>
        {toast?.variant === 'destructive' ? <span key={toast.id}>{announcement(toast)}</span> : null}
      </div>
    </div>,
    host,
  );
}
