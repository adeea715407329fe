import { MessageCircle } from 'lucide';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import { LucideIcon } from '../Icon/LucideIcon';
import { QuoteLink } from '../QuoteLink/QuoteLink';
import * as styles from './FloatingChat.css';

/**
 * The round chat button fixed on screen, appearing after the content's delay. It passes under
 * the footer and the quote form (see theme/layers), so it never covers their contact details
 * or submit button.
 */
export function FloatingChat() {
  const { ui, constants } = useContent();
  const href = useQuoteHref();
  return (
    <div className={styles.dock} style={{ animationDelay: `${constants.floatingButtonDelayMs}ms` }}>
      <QuoteLink href={href} variant="dark" newTabLabel={ui.newTab} className={styles.button} aria-label={`${ui.floatingChat} ${ui.newTab}`}>
        <LucideIcon icon={MessageCircle} size={28} strokeWidth={1.5} className={styles.icon} />
      </QuoteLink>
    </div>
  );
}
