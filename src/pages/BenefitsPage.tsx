import { Differentials } from '../sections/Differentials/Differentials';
import { FinalCta } from '../sections/FinalCta/FinalCta';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { Testimonials } from '../sections/Testimonials/Testimonials';
import { useContent } from '../site/ContentContext';
import { Layout } from './Layout/Layout';

export function BenefitsPage() {
  const { pages, ui } = useContent();
  return (
    <Layout meta={pages.beneficios} current={{ path: pages.beneficios.path, exact: true }}>
      <PageIntro {...ui.benefitsPage} />
      <Differentials />
      <Testimonials />
      <FinalCta />
    </Layout>
  );
}
