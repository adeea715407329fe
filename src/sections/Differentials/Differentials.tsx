import { CardEntrance } from '../CardEntrance/CardEntrance';
import { FeatureGrid } from '../../components/FeatureCard/FeatureGrid';
import { useContent } from '../../site/ContentContext';
import { Section } from '../../system/Section';
import { SectionHeading } from '../../system/SectionHeading';
import * as styles from './Differentials.css';

/** The six differentials and the guarantee banner of /beneficios. */
export function Differentials() {
  const { differentials } = useContent();
  const { guarantee } = differentials;
  return (
    <>
      <Section tone="paper" labelledBy="differentials-title">
        <SectionHeading id="differentials-title" eyebrow={differentials.eyebrow} title={differentials.title} intro={differentials.intro} />
        <CardEntrance>
          <FeatureGrid items={differentials.items} columns={3} />
        </CardEntrance>
      </Section>
      <Section tone="sand" labelledBy="guarantee-title">
        <div className={styles.banner}>
          <div className={styles.copy}>
            <h2 id="guarantee-title" className={styles.title}>
              {guarantee.title}
            </h2>
            <p>{guarantee.text}</p>
          </div>
          <dl className={styles.figures}>
            {guarantee.items.map((item) => (
              <div key={item.label} className={styles.figure}>
                <dt className={styles.label}>{item.label}</dt>
                <dd className={styles.value}>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
    </>
  );
}
