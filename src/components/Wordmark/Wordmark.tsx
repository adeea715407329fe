import * as styles from './Wordmark.css';

const SYMBOL_ID = 'wordmark';

/**
 * The company's wordmark, drawn from the page's one `WordmarkSymbol` so its shapes are written once
 * per page; it takes its colour from the text around it.
 */
export function Wordmark({ viewBox, className }: { viewBox: string; className?: string }) {
  // `<use>` draws the symbol into a box at the origin, so the outer viewBox starts there too.
  const [, , width, height] = viewBox.split(' ');
  return (
    <span className={[styles.wordmark, className].filter(Boolean).join(' ')} aria-hidden="true">
      <svg viewBox={`0 0 ${width} ${height}`} fill="currentColor">
        <use href={`#${SYMBOL_ID}`} />
      </svg>
    </span>
  );
}

/** The wordmark's shapes (content/marca, split by loadContent), in a hidden sprite near the start of every page. */
export function WordmarkSymbol({ viewBox, body }: { viewBox: string; body: string }) {
  return (
    <svg className={styles.sprite} aria-hidden="true">
      <symbol id={SYMBOL_ID} viewBox={viewBox} dangerouslySetInnerHTML={{ __html: body }} />
    </svg>
  );
}
