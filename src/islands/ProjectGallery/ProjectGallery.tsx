import { startTransition, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { GalleryDialog } from './GalleryDialog';
import { ALL, type GallerySource } from '../gallerySource/GallerySource';
import { loadGallery } from '../gallerySource/loadGallery';
import { intentMark } from '../../shared/attributeMarks';

export interface ProjectGalleryProps {
  /** Where the link goes without JavaScript: the projects carousel. */
  href: string;
  label: string;
  className: string;
  /** The gallery's index, hashed by the build. */
  dataUrl: string;
  /** The product (by id) whose tab the gallery opens on; "Todos" without it. */
  category?: string;
}

const FIRST_KINDS = ['image', 'video'] as const;

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * "Ver Projetos" (or a product page's "Ver todos os 31 projetos") and the "Galeria de Projetos"
 * dialog it opens. The island (this code and the dialog's) hydrates when a visitor first points
 * at, touches or focuses the link, and fetches the gallery's data right then; a click made
 * before it ran is kept and replayed once it has (see boot/earlyIntent.ts). If the data cannot be
 * fetched, the link does its plain job.
 */
export function ProjectGallery({ href, label, className, dataUrl, category }: ProjectGalleryProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const [source, setSource] = useState<GallerySource | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const show = useCallback(() => {
    setBusy(true);
    loadGallery(dataUrl).then(
      // Drawn in slices (a transition), the dialog's first render is no long task; the link stays busy until it is in.
      (loaded) =>
        startTransition(() => {
          setSource(loaded);
          setOpen(true);
          setBusy(false);
        }),
      () => {
        setBusy(false);
        if (link.current) location.assign(link.current.href);
      },
    );
  }, [dataUrl]);

  useEffect(() => {
    // Hydration itself means a visitor is reaching for the link: fetch the index now, and the
    // page of the first thumbnails the gallery opens on.
    loadGallery(dataUrl).then(
      (loaded) => FIRST_KINDS.forEach((kind) => loaded.want(category ?? ALL, kind, 0, 1)),
      () => {},
    );
  }, [dataUrl, category]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (modified(event)) return;
    event.preventDefault();
    show();
  };

  return (
    <>
      <a ref={link} href={href} className={className} {...intentMark('gallery')} aria-busy={busy || undefined} onClick={onClick}>
        {label}
      </a>
      {source && (
        <GalleryDialog
          source={source}
          open={open}
          initialCategory={category}
          onClosed={() => {
            setOpen(false);
            link.current?.focus();
          }}
        />
      )}
    </>
  );
}
