import type { SiteContent } from './types';

/**
 * The build's warning while content/testimonials.json still holds the sample testimonials
 * (`"sample": true`); `undefined` once they are real clients' words.
 */
export function sampleTestimonialsWarning(content: Pick<SiteContent, 'testimonials'>): string | undefined {
  if (!content.testimonials.sample) return undefined;
  return 'warning: the testimonials are samples (content/testimonials.json "sample": true); replace them with real clients\' words, with their permission, and set "sample" to false before publishing.';
}
