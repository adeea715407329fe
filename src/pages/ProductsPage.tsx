import { FinalCta } from '../sections/FinalCta/FinalCta';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { ProductGrid } from '../sections/ProductGrid/ProductGrid';
import { useContent } from '../site/ContentContext';
import { Layout } from './Layout/Layout';

export function ProductsPage() {
  const { pages, ui } = useContent();
  return (
    <Layout meta={pages.produtos} current={{ path: pages.produtos.path, exact: true }}>
      <PageIntro {...ui.productsPage} />
      <ProductGrid />
      <FinalCta />
    </Layout>
  );
}
