import type { Product } from '../../content/types';
import { useContent } from '../../site/ContentContext';
import { fill } from '../../shared/format';
import { ProjectGalleryLink } from '../ProjectGallery/ProjectGalleryLink';
import * as styles from './ProductsCarousel.css';

/** "Ver todos os 31 projetos", under a carousel that shows only the first few: the gallery, open on the product's tab. */
export function AllProjectsLink({ product }: { product: Product }) {
  const { ui } = useContent();
  return (
    <div className={styles.allProjects}>
      <ProjectGalleryLink
        label={fill(ui.carousel.allProjects, { total: product.media.length })}
        className={styles.allProjectsLink}
        category={product.id}
      />
    </div>
  );
}
