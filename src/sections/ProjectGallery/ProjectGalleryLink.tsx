import { box } from './ProjectGalleryLink.css';
import { Island } from '../../islandBox/Island';
import { useContent } from '../../site/ContentContext';

/** Where "Ver Projetos" leads without JavaScript: the projects carousel on the same page. */
const PROJECTS = '#projetos';

export interface ProjectGalleryLinkProps {
  label: string;
  className: string;
  /** The product (by id) whose tab the gallery opens on; "Todos" without it. */
  category?: string;
}

/**
 * "Ver Projetos": a link to the projects carousel, which opens "Galeria de Projetos" once its
 * island runs. The island loads only when a visitor points at, touches or focuses the link, so
 * a page never pays for the gallery up front. Outside a build (no gallery data) it is the link.
 */
export function ProjectGalleryLink({ label, className, category }: ProjectGalleryLinkProps) {
  const { galleryDataUrl } = useContent();
  if (!galleryDataUrl) {
    return (
      <a href={PROJECTS} className={className}>
        {label}
      </a>
    );
  }
  return <Island name="ProjectGallery" hydrate="interaction" className={box} props={{ href: PROJECTS, label, className, dataUrl: galleryDataUrl, category }} />;
}
