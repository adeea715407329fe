import Beasties from 'beasties';
import { PAINTING_ATTR, PENDING_ATTR } from '../shared/attributes';

const STYLE = /<style>([\s\S]*)<\/style>/;

/**
 * The rules of the site's stylesheet that a page's own markup uses, which is what the page
 * inlines: measured, the whole sheet inline pushed every page's HTML past the ~14 KB that slow 4G
 * delivers in one round trip. Rules only islands need (their states, dialogs, toasts) come with
 * the late stylesheet, which the islands' runtime adds before the first island hydrates.
 */
export async function criticalCss(css: string, page: { htmlAttributes: string; body: string }): Promise<string> {
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    keyframes: 'critical',
    allowRules: [
      // Set by the boot script, so absent from the markup it matches against.
      ...[PAINTING_ATTR, PENDING_ATTR].map((attr) => new RegExp(`\\[${attr}\\]`)),
      // States of the page's own elements, with JavaScript off too; and, left to the late sheet,
      // a selector that could match any element would make the browser restyle the whole page.
      /^:focus-visible$/,
      /^::placeholder$/,
    ],
    logLevel: 'error',
  });
  const html = await beasties.process(`<!doctype html><html ${page.htmlAttributes}><head><style>${css}</style></head><body>${page.body}</body></html>`);
  const critical = STYLE.exec(html)?.[1];
  if (critical === undefined) throw new Error('critical CSS: the page lost its <style> element');
  return critical;
}
