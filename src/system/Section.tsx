import type { ReactNode } from 'react';
import { Container } from './Container';
import * as styles from './Section.css';

export interface SectionProps {
  children: ReactNode;
  tone?: keyof typeof styles.tone;
  id?: string;
  labelledBy?: string;
  /** For what the page needs of this band beyond its tone (e.g. standing above the floating chat button). */
  className?: string;
}

/** A band of the page: sections are told apart by space and tone, not lines. */
export function Section({ children, tone = 'paper', id, labelledBy, className }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={[styles.section, styles.tone[tone], className].filter(Boolean).join(' ')}>
      <Container>{children}</Container>
    </section>
  );
}
