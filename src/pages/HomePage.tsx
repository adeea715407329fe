import { BusinessJsonLd } from '../components/BusinessJsonLd/BusinessJsonLd';
import { Benefits } from '../sections/Benefits/Benefits';
import { FinalCta } from '../sections/FinalCta/FinalCta';
import { Hero } from '../sections/Hero/Hero';
import { ProductsCarousel } from '../sections/ProductsCarousel/ProductsCarousel';
import { Testimonials } from '../sections/Testimonials/Testimonials';
import { useContent } from '../site/ContentContext';
import { productSlides } from '../site/slides';
import { Layout } from './Layout/Layout';

export function HomePage() {
  const content = useContent();
  return (
    <Layout meta={content.pages.home} current={{ path: content.pages.home.path, exact: true }}>
      <BusinessJsonLd />
      <Hero />
      <ProductsCarousel slides={productSlides(content)} label={content.ui.carousel.productsLabel} belowTheFold />
      <Benefits />
      <Testimonials />
      <FinalCta />
    </Layout>
  );
}
