import { Island } from '../../islandBox/Island';
import { useContent } from '../../site/ContentContext';
import { fill } from '../../shared/format';
import { slideLabel } from '../../shared/slideText';
import { Section } from '../../system/Section';
import { SectionHeading } from '../../system/SectionHeading';
import { TestimonialSlide } from './TestimonialSlide';
import * as styles from './Testimonials.css';

/**
 * The testimonials: every entry is server markup, readable and swipeable without JavaScript,
 * given to the carousel's island, which adds the rotation (its pause/play button comes first in
 * the tab order) and the dots, loading when the carousel nears the viewport.
 */
export function Testimonials() {
  const { testimonials, ui, images, constants } = useContent();
  const total = testimonials.items.length;
  return (
    <Section tone="paper" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.title} align="center" />
      <div className={styles.carousel} role="region" aria-roledescription={ui.carousel.roleDescription} aria-label={ui.testimonials.label}>
        <Island
          name="TestimonialsCarousel"
          hydrate="visible"
          props={{
            count: total,
            labels: { dots: ui.carousel.dotsLabel, goToSlide: ui.carousel.goToSlide, pause: ui.testimonials.pause, play: ui.testimonials.play },
            autoAdvanceMs: constants.testimonialAutoAdvanceMs,
            dotWindow: { before: constants.dotWindowBefore, after: constants.dotWindowAfter },
          }}
        >
          {testimonials.items.map((item, i) => (
            <TestimonialSlide
              key={item.id}
              item={item}
              avatar={images[testimonials.avatar]!}
              ratingLabel={fill(ui.testimonials.rating, { rating: item.rating })}
              position={slideLabel(ui.carousel.slideLabel, i, total)}
              roleDescription={ui.carousel.slideRoleDescription}
            />
          ))}
        </Island>
      </div>
    </Section>
  );
}
