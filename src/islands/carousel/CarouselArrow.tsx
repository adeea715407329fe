import { ChevronLeft, ChevronRight } from 'lucide';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import * as styles from './CarouselControls.css';

/** Previous or next slide, a native button; both wrap around. */
export function CarouselArrow({ direction, label, controls, onClick }: { direction: 'previous' | 'next'; label: string; controls: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.arrow} aria-label={label} aria-controls={controls} onClick={onClick}>
      <LucideIcon icon={direction === 'previous' ? ChevronLeft : ChevronRight} size={20} />
    </button>
  );
}
