import { useContent } from '../../site/ContentContext';
import * as styles from './NotFound.css';

/** The error page a bucket serves for any unknown URL. */
export function NotFound() {
  const { ui } = useContent();
  return (
    <section className={styles.panel} aria-labelledby="page-title">
      <div className={styles.inner}>
        <p className={styles.code}>{ui.notFound.message}</p>
        <h1 id="page-title" className={styles.title}>
          {ui.notFound.heading}
        </h1>
        <p className={styles.text}>{ui.notFound.text}</p>
        <a href="/" className={styles.home}>
          {ui.notFound.homeLabel}
        </a>
      </div>
    </section>
  );
}
