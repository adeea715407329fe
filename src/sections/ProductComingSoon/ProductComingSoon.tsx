import { MediaImage } from '../../components/MediaImage/MediaImage';
import { QuoteLink } from '../../components/QuoteLink/QuoteLink';
import type { Product } from '../../content/types';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import * as styles from './ProductComingSoon.css';

/** In the carousel's place when a product has no gallery yet (lambril doors): never a blank slider. */
export function ProductComingSoon({ product }: { product: Product }) {
  const { ui, images } = useContent();
  const quoteHref = useQuoteHref();
  return (
    <section id="projetos" className={styles.panel} aria-labelledby="coming-soon-title">
      <div className={styles.media}>
        <MediaImage image={images[product.cover]!} alt={product.coverAlt} className={styles.image} sizes="(min-width: 1080px) 60vw, 100vw" />
      </div>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{product.titulo}</p>
        <h2 id="coming-soon-title" className={styles.title}>
          {ui.productPage.comingSoonTitle}
        </h2>
        <ul className={styles.list}>
          {product.beneficios.slice(0, 2).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className={styles.text}>{ui.productPage.comingSoonText}</p>
        <QuoteLink href={quoteHref} newTabLabel={ui.newTab}>
          {ui.quoteLabel}
        </QuoteLink>
      </div>
    </section>
  );
}
