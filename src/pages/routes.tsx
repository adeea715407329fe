import type { ReactElement } from 'react';
import type { SiteContent } from '../content/types';
import { BenefitsPage } from './BenefitsPage';
import { ContactPage } from './ContactPage';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { ProductPage } from './ProductPage';
import { ProductsPage } from './ProductsPage';

export interface Route {
  /** The URL path, e.g. `/toldos/`; `/404.html` for the error page. */
  path: string;
  /** Where the page is written under dist/. */
  file: string;
  /** A short name for the page's client entry and the size table. */
  name: string;
  element: ReactElement;
}

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\//, '')}index.html`);

/** Every page the site has: the four fixed ones, one per product, and the error page. */
export function routes(content: SiteContent): Route[] {
  const fixed: Route[] = [
    { path: content.pages.home.path, file: 'index.html', name: 'home', element: <HomePage /> },
    { path: content.pages.produtos.path, file: fileFor(content.pages.produtos.path), name: 'produtos', element: <ProductsPage /> },
  ];
  const products: Route[] = content.products.map((product) => ({
    path: product.url,
    file: fileFor(product.url),
    name: product.url.replace(/\//g, ''),
    element: <ProductPage product={product} />,
  }));
  return [
    ...fixed,
    ...products,
    { path: content.pages.beneficios.path, file: fileFor(content.pages.beneficios.path), name: 'beneficios', element: <BenefitsPage /> },
    { path: content.pages.contato.path, file: fileFor(content.pages.contato.path), name: 'contato', element: <ContactPage /> },
    { path: '/404.html', file: '404.html', name: '404', element: <NotFoundPage /> },
  ];
}
