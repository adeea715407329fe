import { X } from 'lucide';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { PENDING_ATTR } from '../../shared/attributes';
import { afterPaintTransition } from '../runtime/afterPaintTransition';
import { CategoryTabs } from './CategoryTabs';
import type { GalleryItem } from '../../shared/gallery';
import { ALL, type GallerySource } from '../gallerySource/GallerySource';
import { Lightbox } from './Lightbox';
import { MediaGrid } from './MediaGrid';
import { useHistoryLayer } from './useHistoryLayer';
import { useModalDialog } from './useModalDialog';
import { useStickyTopPadding } from './useStickyTopPadding';
import * as styles from './GalleryDialog.css';

export interface GalleryDialogProps {
  source: GallerySource;
  open: boolean;
  /** The tab it starts on each time it opens: a product's id, or "Todos" (the default). */
  initialCategory?: string;
  onClosed: () => void;
}

/**
 * "Galeria de Projetos": a modal dialog with a tab per product after "Todos" (where it starts
 * each time it opens, unless told a product's tab), the tab's images and videos as grids of
 * thumbnails, and the lightbox. Its code comes with the ProjectGallery island, on demand; its
 * index is fetched then too, and each grid fetches the pages of what it draws. It is drawn at the
 * end of the page's body, whatever box the link sits in, so that no band it is in (one contained
 * by `content-visibility`, say) can hold it in place of the screen.
 */
export function GalleryDialog({ source, open, initialCategory = ALL, onClosed }: GalleryDialogProps) {
  const { labels } = source.index;
  const [category, setCategory] = useState(initialCategory);
  // The tab answers the tap at once; the panel's thumbnails follow after that frame has painted.
  const [shownCategory, setShownCategory] = useState(initialCategory);
  const select = useCallback((next: string) => {
    setCategory(next);
    afterPaintTransition(() => setShownCategory(next));
  }, []);
  const [shown, setShown] = useState<{ item: GalleryItem; thumbnail: HTMLElement } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, onClosed, closeButton);
  useHistoryLayer(open, dialog.close);
  const top = useRef<HTMLDivElement>(null);
  useStickyTopPadding(dialog.ref, top);
  const id = useId();
  const tabId = (category: string) => `${id}tab-${category}`;
  const panelId = `${id}panel`;

  useEffect(() => {
    if (!open) return;
    setCategory(initialCategory);
    setShownCategory(initialCategory);
  }, [open, initialCategory]);

  // On a phone the tabs are one scrolling row, which keeps where the visitor left it: the tab
  // the dialog (re)opens on may be out of sight. (A tab tapped is in sight already.)
  useEffect(() => {
    if (open) document.getElementById(tabId(initialCategory))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [open, initialCategory]);

  const tabs = [{ id: ALL, label: labels.allTab }, ...source.index.categories];
  // A Tab pressed before they come can land on a thumbnail that is about to go; removed, it would
  // leave the focus on the page behind. The focus then moves to the first new thumbnail, where
  // that Tab would have landed. (Making the old ones inert instead restyled the whole panel in
  // the tap's own frame: 120–144 → 192–224 ms at the low tier.)
  const panel = useRef<HTMLDivElement>(null);
  const focusInPanel = useRef(false);
  useLayoutEffect(() => {
    // (No thumbnail drawn yet, as a grid new to the dialog measures itself first: the tab, still in the dialog.)
    if (focusInPanel.current && !panel.current?.contains(document.activeElement)) (panel.current?.querySelector('button') ?? document.getElementById(tabId(category)))?.focus();
  }, [shownCategory]);
  // The lightbox is open (its dialog opened in the same commit): no thumbnail is on its way any more.
  useEffect(() => {
    if (shown) for (const thumbnail of panel.current?.querySelectorAll(`[${PENDING_ATTR}]`) ?? []) thumbnail.removeAttribute(PENDING_ATTR);
  }, [shown]);
  const images = source.count(shownCategory, 'image');
  const videos = source.count(shownCategory, 'video');
  const gridLabels = useMemo(() => ({ videoLabel: labels.videoLabel, position: labels.position }), [labels]);
  // The thumbnail shows at once that it was heard; the lightbox (a second dialog, a screen of its
  // own to style, lay out and paint) opens after that frame.
  const openItem = useCallback(
    (item: GalleryItem, thumbnail: HTMLElement) => {
      thumbnail.setAttribute(PENDING_ATTR, '');
      afterPaintTransition(() => {
        // Closed meanwhile (Escape right after the tap): no lightbox over a gallery no longer there.
        if (dialog.ref.current?.open) setShown({ item, thumbnail });
        else thumbnail.removeAttribute(PENDING_ATTR);
      });
    },
    [dialog.ref],
  );

  return createPortal(
    <>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={dialog.close} />}
      <dialog ref={dialog.ref} className={styles.dialog} aria-modal="true" aria-labelledby={`${id}title`} onClick={dialog.onClick} onKeyDown={dialog.onKeyDown}>
        <div ref={top} className={styles.top}>
          <div className={styles.titleRow}>
            <h2 id={`${id}title`} className={styles.title}>
              {labels.title}
            </h2>
            <button ref={closeButton} type="button" className={styles.closeButton} onClick={dialog.close}>
              <LucideIcon icon={X} size={20} />
              {labels.close}
            </button>
          </div>
          <CategoryTabs tabs={tabs} selected={category} label={labels.categoriesLabel} panelId={panelId} tabId={tabId} onSelect={select} />
        </div>
        <div
          ref={panel}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(shownCategory)}
          aria-busy={shownCategory !== category}
          className={styles.panel}
          onFocus={() => (focusInPanel.current = true)}
          onBlur={(event) => (focusInPanel.current = event.currentTarget.contains(event.relatedTarget))}
        >
          {images + videos === 0 && <p className={styles.empty}>{labels.empty}</p>}
          {images > 0 && (
            <section aria-labelledby={`${id}images`}>
              <h3 id={`${id}images`} className={styles.groupHeading}>
                {labels.imagesHeading}
              </h3>
              <MediaGrid source={source} category={shownCategory} tipo="image" scroller={dialog.ref} labels={gridLabels} onOpen={openItem} />
            </section>
          )}
          {videos > 0 && (
            <section aria-labelledby={`${id}videos`}>
              <h3 id={`${id}videos`} className={styles.groupHeading}>
                {labels.videosHeading}
              </h3>
              <MediaGrid source={source} category={shownCategory} tipo="video" scroller={dialog.ref} labels={gridLabels} onOpen={openItem} />
            </section>
          )}
        </div>
        {shown && (
          <Lightbox
            key={shown.item.video ?? shown.item.full.src}
            item={shown.item}
            closeLabel={labels.close}
            onClosed={() => {
              setShown(null);
              shown.thumbnail.focus();
            }}
          />
        )}
      </dialog>
    </>,
    document.body,
  );
}
