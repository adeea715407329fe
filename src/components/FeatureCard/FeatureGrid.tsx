import { FeatureCard, type FeatureCardProps } from './FeatureCard';
import * as styles from './FeatureCard.css';

export function FeatureGrid({ items, columns }: { items: FeatureCardProps[]; columns: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? styles.gridFour : styles.gridThree}>
      {items.map((item) => (
        <FeatureCard key={item.title} {...item} />
      ))}
    </ul>
  );
}
