import type { ReactNode } from 'react';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import type { ImageAsset } from '../../content/types';
import * as styles from './PageIntro.css';

export interface PageIntroProps {
  eyebrow: string;
  title: string;
  intro: string;
  image?: { asset: ImageAsset; alt: string };
  actions?: ReactNode;
}

/** The opening band of an inner page: dark, so the transparent header reads on it. */
export function PageIntro({ eyebrow, title, intro, image, actions }: PageIntroProps) {
  return (
    <section className={image ? styles.introWithImage : styles.intro} aria-labelledby="page-title">
      {image && (
        <>
          <MediaImage image={image.asset} alt={image.alt} className={styles.image} sizes="100vw" priority />
          <div className={styles.scrim} />
        </>
      )}
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{intro}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
