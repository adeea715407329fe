import { fill } from '../../shared/format';
import { dotWindow } from './slideMath';
import * as styles from './CarouselControls.css';

export interface CarouselDotsProps {
  index: number;
  count: number;
  window: { before: number; after: number };
  labels: { group: string; goToSlide: string };
  controls: string;
  onSelect: (index: number) => void;
}

/** Dots for the slides around the current one, an ellipsis where more lie beyond; a dot jumps to its slide. */
export function CarouselDots({ index, count, window, labels, controls, onSelect }: CarouselDotsProps) {
  return (
    <div role="group" aria-label={labels.group} className={styles.dots}>
      {dotWindow(index, count, window.before, window.after).map((entry) =>
        entry.kind === 'ellipsis' ? (
          <span key={entry.side} className={styles.ellipsis} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry.index}
            type="button"
            className={styles.dot}
            aria-label={fill(labels.goToSlide, { n: entry.index + 1 })}
            aria-current={entry.index === index ? 'true' : undefined}
            aria-controls={controls}
            onClick={() => onSelect(entry.index)}
          />
        ),
      )}
    </div>
  );
}
