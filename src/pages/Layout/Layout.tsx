import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import { FloatingChat } from '../../components/FloatingChat/FloatingChat';
import { WordmarkSymbol } from '../../components/Wordmark/Wordmark';
import { Island } from '../../islandBox/Island';
import { Footer } from '../../sections/Footer/Footer';
import { useContent, useQuoteHref } from '../../site/ContentContext';
import { SHARE_IMAGE, SHARE_IMAGE_PATH } from '../../site/publicFiles';
import * as styles from './Layout.css';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** The error page is not a page search engines should list. */
  noindex?: boolean;
}

export interface LayoutProps {
  meta: PageMeta;
  /** The navigation entry this page belongs to, and whether it is that page itself. */
  current?: { path: string; exact: boolean };
  children: ReactNode;
}

/** The frame of every page: head tags, the wordmark's symbol, skip link, header island, main content, footer, floating chat button. */
export function Layout({ meta, current, children }: LayoutProps) {
  const { site, navigation, ui, brand, constants } = useContent();
  const quoteHref = useQuoteHref();
  const url = `${site.origin}${meta.path}`;
  const image = `${site.origin}${SHARE_IMAGE_PATH}`;
  const nav = navigation.items.map((item) => ({
    ...item,
    current: item.path === current?.path ? (current.exact ? ('page' as const) : ('true' as const)) : undefined,
  }));

  return (
    <>
      <Helmet htmlAttributes={{ lang: 'pt-BR' }}>
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="pt_BR" />
        <meta property="og:site_name" content={site.company.name} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
        <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
        <meta property="og:image:type" content={`image/${SHARE_IMAGE.format}`} />
        <meta property="og:image:alt" content={site.shareImageAlt} />
        {/* X reads og:title, og:description and og:image where its own tags are absent. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={site.shareImageAlt} />
      </Helmet>
      <WordmarkSymbol {...brand.wordmark} />
      <a href="#conteudo" className={styles.skipLink}>
        {ui.skipLink}
      </a>
      <Island
        name="Header"
        hydrate="interaction"
        props={{
          wordmarkViewBox: brand.wordmark.viewBox,
          homeLabel: ui.homeLinkLabel,
          nav,
          quote: { href: quoteHref, label: ui.quoteLabel, newTabLabel: ui.newTab },
          menu: ui.menu,
          scrollThreshold: constants.headerScrollThresholdPx,
        }}
      />
      <main id="conteudo" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <FloatingChat />
    </>
  );
}
