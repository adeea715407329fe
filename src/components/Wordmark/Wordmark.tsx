import * as styles from './Wordmark.css';

/** The company's wordmark, inlined from content/marca so it takes its colour from the text around it. */
export function Wordmark({ svg, className }: { svg: string; className?: string }) {
  return <span className={[styles.wordmark, className].filter(Boolean).join(' ')} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
