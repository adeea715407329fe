import { Check } from 'lucide';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import type { Product } from '../../content/types';
import { PRODUCT_DETAILS_ID } from '../../shared/slides';
import { useContent } from '../../site/ContentContext';
import { Section } from '../../system/Section';
import * as styles from './ProductDetails.css';

/** What a product includes: its benefícios. */
export function ProductDetails({ product }: { product: Product }) {
  const { ui } = useContent();
  return (
    <Section tone="paper" id={PRODUCT_DETAILS_ID} labelledBy="details-title">
      <div className={styles.layout}>
        <h2 id="details-title" className={styles.title}>
          {ui.productPage.benefitsHeading}
        </h2>
        <ul className={styles.list}>
          {product.beneficios.map((item) => (
            <li key={item} className={styles.item}>
              <LucideIcon icon={Check} size={20} strokeWidth={1.5} className={styles.icon} />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
