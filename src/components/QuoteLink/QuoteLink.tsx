import type { ReactNode } from 'react';
import * as styles from './QuoteLink.css';
import { quoteMark } from '../../shared/attributeMarks';

export interface QuoteLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles.variant;
  /** Spoken after the label: the link opens the chat in a new tab. */
  newTabLabel: string;
  className?: string;
  'aria-label'?: string;
}

/**
 * Every quote control is this link: it opens the chat with JavaScript off; when JavaScript
 * runs, the quote tracker counts the click (`data-quote`).
 */
export function QuoteLink({ href, children, variant = 'primary', newTabLabel, className, ...aria }: QuoteLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...quoteMark}
      className={[styles.base, styles.variant[variant], className].filter(Boolean).join(' ')}
      {...aria}
    >
      {children}
      <span className={styles.visuallyHidden}>{` ${newTabLabel}`}</span>
    </a>
  );
}
