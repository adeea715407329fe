import { MediaImage } from '../../components/MediaImage/MediaImage';
import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import { Section } from '../../system/Section';
import { afterFirstPaint } from '../../system/afterFirstPaint.css';
import * as styles from './ProductGrid.css';

/** Every product as a card: two columns on large screens. */
export function ProductGrid() {
  const { products, ui, images } = useContent();
  const quoteHref = useQuoteHref();
  return (
    <Section tone="paper">
      <ul className={styles.grid}>
        {products.map((product, i) => (
          <li key={product.id} className={styles.card}>
            <div className={i === 0 ? styles.media : `${styles.media} ${afterFirstPaint}`}>
              <MediaImage
                image={images[product.cover]!}
                alt={product.coverAlt}
                className={styles.image}
                sizes="(min-width: 1080px) 34rem, 100vw"
                priority={i === 0}
              />
            </div>
            <div className={styles.body}>
              <p className={styles.subTitulo}>{product.subTitulo}</p>
              <h2 className={styles.title}>{product.titulo}</h2>
              <p className={styles.text}>{product.descricao}</p>
              <div className={styles.actions}>
                <QuoteLink href={quoteHref} newTabLabel={ui.newTab}>
                  {ui.quoteLabel}
                </QuoteLink>
                <a href={product.url} className={styles.learnMore}>
                  {ui.learnMoreLabel}
                  <span className={styles.visuallyHidden}>{`: ${product.titulo}`}</span>
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
