import type { ReactNode } from 'react';
import { laterBand } from './afterFirstPaint.css';
import { Container } from './Container';
import * as styles from './Section.css';

export interface SectionProps {
  children: ReactNode;
  tone?: keyof typeof styles.tone;
  id?: string;
  labelledBy?: string;
  /**
   * Rendered in the page's first frame, with its first band: for a band on a phone's first screen
   * that holds the page's largest paint, which would otherwise wait a frame (measured in
   * Lighthouse, /beneficios/ LCP 660 → 635 ms). Every other band waits (afterFirstPaint.css.ts).
   */
  opening?: boolean;
}

/** A band of the page: sections are told apart by space and tone, not lines. */
export function Section({ children, tone = 'paper', id, labelledBy, opening = false }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${styles.section} ${styles.tone[tone]}${opening ? '' : ` ${laterBand}`}`}>
      <Container>{children}</Container>
    </section>
  );
}
