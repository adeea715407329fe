import { CardEntrance } from '../CardEntrance/CardEntrance';
import { FeatureGrid } from '../../components/FeatureCard/FeatureGrid';
import { useContent } from '../../site/ContentContext';
import { Section } from '../../system/Section';
import { SectionHeading } from '../../system/SectionHeading';

/** The four benefits every page repeats. */
export function Benefits() {
  const { benefits } = useContent();
  return (
    <Section tone="sand" labelledBy="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro} />
      <CardEntrance>
        <FeatureGrid items={benefits.items} columns={4} />
      </CardEntrance>
    </Section>
  );
}
