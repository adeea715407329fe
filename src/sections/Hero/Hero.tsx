import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import { MediaImage } from '../../components/MediaImage/MediaImage';
import { ProjectGalleryLink } from '../ProjectGallery/ProjectGalleryLink';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import * as styles from './Hero.css';

/** The home page's opening: headline, both calls to action and the stats, over the hero photograph. */
export function Hero() {
  const { hero, ui, images } = useContent();
  const quoteHref = useQuoteHref();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <MediaImage image={images[hero.image]!} alt={hero.imageAlt} className={styles.image} sizes="100vw" priority />
      <div className={styles.scrim} />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {hero.headline}
        </h1>
        <p className={styles.intro}>{hero.intro}</p>
        <div className={styles.actions}>
          <QuoteLink href={quoteHref} newTabLabel={ui.newTab}>
            {hero.quoteLabel}
          </QuoteLink>
          <ProjectGalleryLink label={hero.galleryLabel} className={styles.secondary} />
        </div>
        <dl className={styles.stats}>
          {hero.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
