import { MediaImage } from '../../components/MediaImage/MediaImage';
import { Stars } from '../../components/Stars/Stars';
import { useContent } from '../../site/ContentContext';
import { fill } from '../../site/format';
import { Section } from '../../system/Section';
import { SectionHeading } from '../../system/SectionHeading';
import * as styles from './Testimonials.css';

/** Testimonials as static markup: every entry is readable (swipeable) without JavaScript. */
export function Testimonials() {
  const { testimonials, ui, images } = useContent();
  const total = testimonials.items.length;
  return (
    <Section tone="paper" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.title} align="center" />
      <div className={styles.carousel} role="region" aria-roledescription="carrossel" aria-label={ui.testimonials.label}>
        <ul className={styles.track}>
          {testimonials.items.map((item, i) => (
            <li key={item.id} className={styles.slide} role="group" aria-roledescription="slide" aria-label={fill(ui.carousel.slideLabel, { n: i + 1, total })}>
              <figure className={styles.figure}>
                <Stars rating={item.rating} label={fill(ui.testimonials.rating, { rating: item.rating })} />
                <blockquote className={styles.quote}>
                  <p>“{item.texto}”</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <MediaImage image={images[testimonials.avatar]!} alt={item.avatarAlt} sizes="56px" className={styles.avatar} />
                  <span>
                    <strong className={styles.name}>{item.nome}</strong>
                    <span className={styles.role}>
                      {item.cargo} · {item.local}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
