import { Icon } from '../Icon/Icon';
import type { ContentIconName } from '../../content/iconNames';
import * as styles from './FeatureCard.css';

export interface FeatureCardProps {
  icon: ContentIconName;
  title: string;
  text: string;
}

export function FeatureCard({ icon, title, text }: FeatureCardProps) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
    </li>
  );
}
