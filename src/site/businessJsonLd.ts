import type { SiteContent } from '../content/types';
import { LOGO_PATH, SHARE_IMAGE_PATH } from './publicFiles';

type Site = SiteContent['site'];

/**
 * The company as schema.org `HomeAndConstructionBusiness`, all from content/site.json. It holds
 * no review or rating: markup drawn from a site's own testimonials is against search engines'
 * rules for self-serving reviews.
 */
export function businessJsonLd(site: Site): Record<string, unknown> {
  const home = `${site.origin}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${home}#empresa`,
    name: site.company.name,
    slogan: site.company.tagline,
    description: site.company.blurb,
    url: home,
    logo: `${site.origin}${LOGO_PATH}`,
    image: `${site.origin}${SHARE_IMAGE_PATH}`,
    telephone: site.contact.phoneHref.replace(/^tel:/, ''),
    email: site.contact.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.contact.locality,
      addressRegion: site.contact.region,
      addressCountry: site.contact.country,
    },
    // A day with no specification is a closed day, so closed lines are left out.
    openingHoursSpecification: site.hours.flatMap((line) =>
      line.opens && line.closes
        ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: line.dayOfWeek, opens: line.opens, closes: line.closes }]
        : [],
    ),
    areaServed: site.areaServed.map((area) => ({ '@type': area.type, name: area.name })),
  };
}

/** JSON for an inline `<script>` data block: `<` and the JavaScript line separators escaped, so no text can end the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
