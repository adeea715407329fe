import { createHash } from 'node:crypto';
import { chatLink } from '../shared/chatLink';

export interface SecurityOptions {
  /** Allow Google Tag Manager's script and the analytics hosts its tags talk to. */
  googleTagManager?: boolean;
}

/** Hosts Google documents for a CSP with Tag Manager and Google Analytics 4. */
const GOOGLE_TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
};

// The contact form submits to the chat link without JavaScript; wa.me answers with a redirect to
// api.whatsapp.com, and form-action applies to redirects too.
const CHAT_FORM_TARGETS = [new URL(chatLink('0', '')).origin, 'https://api.whatsapp.com'];

/** Full URL on this site, only the origin to other sites, nothing on a downgrade to HTTP. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script a browser would run; data blocks such as JSON-LD are not scripts to CSP. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => {
      if (/\ssrc\s*=/i.test(attributes)) return false;
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      return JAVASCRIPT_TYPES.has(type.toLowerCase());
    })
    .map(([, , text = '']) => text);
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The text of every <style> element: the build inlines its one stylesheet. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, text = '']) => text);
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's policy. Scripts: this site's files and the exact inline scripts the build wrote
 * (by hash), never 'unsafe-inline'. Styles: the exact inlined stylesheet (by hash), plus inline
 * style attributes only (the images' placeholder colours), never another <style> or origin.
 */
export function contentSecurityPolicy(scriptHashes: string[], options: SecurityOptions = {}, styleHashes: string[] = []): string {
  const gtm = options.googleTagManager ? GOOGLE_TAG_MANAGER : { script: [], img: [], connect: [], frame: [] };
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...new Set(scriptHashes), ...gtm.script]],
    ['style-src', ["'self'", ...new Set(styleHashes)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // Without Tag Manager, default-src says these two: every byte of the page's HTML counts (one round trip).
    ...(gtm.img.length ? [['img-src', ["'self'", ...gtm.img]] as [string, string[]]] : []),
    ...(gtm.connect.length ? [['connect-src', ["'self'", ...gtm.connect]] as [string, string[]]] : []),
    ['frame-src', gtm.frame.length ? gtm.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...CHAT_FORM_TARGETS]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Puts the CSP and referrer-policy meta tags first in the head, with the hashes of the inline
 * scripts as the document finally has them, so the policy follows any change to those scripts,
 * and of `insertedScripts`, the inline texts the page's own code adds (the speculation rules,
 * which Chromium checks against script-src like any inline script).
 */
export function withSecurityMeta(html: string, options: SecurityOptions = {}, insertedScripts: string[] = []): string {
  const charset = '<meta charset="utf-8">';
  if (!html.includes(charset)) throw new Error(`the document needs ${charset} for the security meta tags to follow it`);
  const scriptHashes = [...inlineScripts(html), ...insertedScripts].map(sha256Source);
  const policy = contentSecurityPolicy(scriptHashes, options, inlineStyles(html).map(sha256Source));
  const meta = [
    `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`,
    `<meta name="referrer" content="${REFERRER_POLICY}">`,
  ].join('\n');
  return html.replace(charset, `${charset}\n${meta}`);
}
