import { Star } from 'lucide';
import { LucideIcon } from '../Icon/LucideIcon';
import * as styles from './Stars.css';

/** A rating as five stars, with the number in words for assistive technology. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <LucideIcon icon={Star} key={n} size={18} strokeWidth={1.25} className={n <= rating ? styles.filled : styles.empty} />
      ))}
    </p>
  );
}
