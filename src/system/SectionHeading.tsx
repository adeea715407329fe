import * as styles from './SectionHeading.css';

export interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  level?: 1 | 2;
  align?: 'start' | 'center';
}

export function SectionHeading({ id, eyebrow, title, intro, level = 2, align = 'start' }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.heading} ${styles.align[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
