import { MediaImage } from '../../components/MediaImage/MediaImage';
import { Stars } from '../../components/Stars/Stars';
import type { ImageAsset, SiteContent } from '../../content/types';
import * as styles from './Testimonials.css';

export interface TestimonialSlideProps {
  item: SiteContent['testimonials']['items'][number];
  avatar: ImageAsset;
  ratingLabel: string;
  /** "2 de 3". */
  position: string;
  roleDescription: string;
}

/** One testimonial: five stars with their number in words, the words, name, role and place, the sample photo. */
export function TestimonialSlide({ item, avatar, ratingLabel, position, roleDescription }: TestimonialSlideProps) {
  return (
    <div className={styles.slide} role="group" aria-roledescription={roleDescription} aria-label={position}>
      <figure className={styles.figure}>
        <Stars rating={item.rating} label={ratingLabel} />
        <blockquote className={styles.quote}>
          <p>{`“${item.texto}”`}</p>
        </blockquote>
        <figcaption className={styles.person}>
          <MediaImage image={avatar} alt={item.avatarAlt} sizes="56px" className={styles.avatar} />
          <span>
            <strong className={styles.name}>{item.nome}</strong>
            <span className={styles.role}>
              {`${item.cargo} · ${item.local}`}
            </span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
