import { memo } from 'react';
import { ProductSlide } from '../../components/ProductSlide/ProductSlide';
import { slide as slideFrame } from '../../components/ProductSlide/ProductSlide.css';
import type { GalleryItem } from '../../shared/gallery';
import { slideLabel } from '../../shared/slideText';
import type { RestOfGallery } from '../../shared/slides';
import { slideOf } from './restOfGallery';

export interface AddedSlideProps {
  position: number;
  /** Undefined until the slide is due and its data has come: an empty slide of the same size meanwhile. */
  item: GalleryItem | undefined;
  rest: RestOfGallery;
  playLabel: string;
}

/** One of the slides a product page's HTML left out, as the island adds it. Drawn again only when its item comes. */
export const AddedSlide = memo(function AddedSlide({ position, item, rest, playLabel }: AddedSlideProps) {
  const name = slideLabel(rest.slideLabel, position, rest.total);
  if (!item) return <div className={slideFrame} role="group" aria-roledescription={rest.frame.roleDescription} aria-label={name} />;
  return <ProductSlide slide={slideOf(item, rest)} position={name} {...rest.frame} playLabel={playLabel} index={position} />;
});
