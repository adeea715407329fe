import { createElement, useId } from 'react';
import { Star } from 'lucide';
import * as styles from './Stars.css';

const SIZE = 18;
const GAP = 2;

/**
 * A rating as five stars, with the number in words for assistive technology. One svg draws the
 * star once and repeats it with <use>: five whole icons per rating cost the page ~130 B of gzip.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const id = `${useId()}star`;
  const step = SIZE + GAP;
  return (
    <p className={styles.stars} role="img" aria-label={label}>
      <svg
        viewBox={`0 0 ${5 * step - GAP} ${SIZE}`}
        width={5 * step - GAP}
        height={SIZE}
        stroke="currentColor"
        strokeWidth={1.25}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <defs>
          {/* Lucide's 24-unit star, drawn at 18 px. */}
          <g id={id} transform={`scale(${SIZE / 24})`}>
            {Star.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
          </g>
        </defs>
        {[1, 2, 3, 4, 5].map((n) => (
          <use key={n} href={`#${id}`} x={(n - 1) * step} className={n <= rating ? styles.filled : styles.empty} />
        ))}
      </svg>
    </p>
  );
}
