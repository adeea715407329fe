import { QuoteLink } from '../components/QuoteLink/QuoteLink';
import type { Product } from '../content/types';
import { Benefits } from '../sections/Benefits/Benefits';
import { FinalCta } from '../sections/FinalCta/FinalCta';
import { PageIntro } from '../sections/PageIntro/PageIntro';
import { ProductComingSoon } from '../sections/ProductComingSoon/ProductComingSoon';
import { ProductDetails } from '../sections/ProductDetails/ProductDetails';
import { AllProjectsLink } from '../sections/ProductsCarousel/AllProjectsLink';
import { ProductsCarousel } from '../sections/ProductsCarousel/ProductsCarousel';
import { ProjectGalleryLink } from '../sections/ProjectGallery/ProjectGalleryLink';
import { Testimonials } from '../sections/Testimonials/Testimonials';
import { useContent, useQuoteHref } from '../site/ContentContext';
import { fill } from '../shared/format';
import { mediaSlides, productSlideCopy } from '../site/slides';
import { Layout } from './Layout/Layout';
import * as styles from './pages.css';

/**
 * A product's own page: its carousel of projects (the first few in the HTML, the rest once its island runs, and a link to them all in the gallery)
 * or the coming-soon panel, then the shared sections.
 */
export function ProductPage({ product }: { product: Product }) {
  const { pages, ui, hero, images, constants } = useContent();
  const quoteHref = useQuoteHref();
  const meta = { path: product.url, title: product.title, description: product.description };
  // Only the first few slides in the HTML, which must fit the first round trip; the carousel's island adds the rest.
  const slides = mediaSlides(product).slice(0, constants.productCarouselMaxSlides);
  return (
    <Layout meta={meta} current={{ path: pages.produtos.path, exact: false }}>
      <PageIntro
        eyebrow={product.subTitulo}
        title={product.titulo}
        intro={product.descricao}
        image={{ asset: images[product.cover]!, alt: product.coverAlt }}
        actions={
          <>
            <QuoteLink href={quoteHref} newTabLabel={ui.newTab}>
              {ui.quoteLabel}
            </QuoteLink>
            {product.media.length > 0 && (
              <ProjectGalleryLink label={hero.galleryLabel} className={styles.secondaryOnDark} />
            )}
          </>
        }
      />
      {product.media.length > 0 ? (
        <ProductsCarousel
          slides={slides}
          label={fill(ui.carousel.projectsLabel, { product: product.titulo })}
          rest={{ category: product.id, total: product.media.length, product: productSlideCopy(product) }}
        >
          {product.media.length > slides.length && <AllProjectsLink product={product} />}
        </ProductsCarousel>
      ) : (
        <ProductComingSoon product={product} />
      )}
      <ProductDetails product={product} />
      <Benefits />
      <Testimonials />
      <FinalCta />
    </Layout>
  );
}
