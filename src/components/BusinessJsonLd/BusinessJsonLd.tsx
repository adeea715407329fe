import { Helmet } from 'react-helmet-async';
import { useContent } from '../../site/ContentContext';
import { businessJsonLd, jsonForScript } from '../../site/businessJsonLd';

/** The company's structured data for search engines, in the page's head. */
export function BusinessJsonLd() {
  const { site } = useContent();
  return (
    <Helmet>
      <script type="application/ld+json">{jsonForScript(businessJsonLd(site))}</script>
    </Helmet>
  );
}
