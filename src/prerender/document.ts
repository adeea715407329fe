import { bootAttributes } from '../shared/bootOptions';
import { SPECULATION_RULES } from '../boot/speculation';
import { bootScript } from './bootScript';
import { FAVICON_PX } from '../media/images/favicon';
import { withSecurityMeta, type SecurityOptions } from './contentSecurityPolicy';
import type { RenderedPage } from './serverEntry';

export interface DocumentAssets {
  /**
   * The rules this page's markup uses, inlined: measured, inline styles paint ~100 ms sooner than
   * one cached file on slow 4G (src/prerender/criticalCss.ts says why not the whole sheet).
   */
  css: string;
  /** The late stylesheet's URL (what only islands draw), added before the first island hydrates. */
  stylesheet?: string;
  /** The favicon's URL: a small PNG (src/media/images/favicon.ts says why not the SVG). */
  favicon: string;
  /** The page's client entry, if it has islands. */
  script?: string;
  /** What its islands fetch once due, prefetched by the entry. */
  hydrationCode?: string[];
  /** Google Tag Manager container, loaded late by the boot script when set. */
  googleTagManagerId?: string | null;
}

/**
 * The body's last element. The first frame waits until the parser has read it: the whole document
 * arrives in the first round trip, and painted in parts, the rest's style and layout ran after the
 * first paint as tasks of 100–220 ms on the low-tier phone (README, "One first frame").
 */
const DOCUMENT_END_ID = 'fim-do-documento';

/** A whole HTML document around a rendered page, with its Content-Security-Policy and referrer policy. */
export function htmlDocument(page: RenderedPage, assets: DocumentAssets, security: SecurityOptions = {}): string {
  const html = [
    '<!doctype html>',
    `<html ${page.htmlAttributes}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    // Helmet marks its tags for updates in the browser, where no Helmet runs.
    page.head.replace(/ data-rh="true"/g, ''),
    '<meta name="theme-color" content="#0E2A3B">',
    `<link rel="icon" href="${assets.favicon}" type="image/png" sizes="${FAVICON_PX}x${FAVICON_PX}">`,
    // In the head, before the styles (so it never waits for them): quote clicks count from first paint.
    `<script${attributes(bootAttributes({ entry: assets.script, stylesheet: assets.stylesheet, hydrationCode: assets.hydrationCode?.join(' '), tagManagerScript: tagManagerScript(assets.googleTagManagerId) }))}>${bootScript()}</script>`,
    `<style>${assets.css}</style>`,
    `<link rel="expect" href="#${DOCUMENT_END_ID}" blocking="render">`,
    '</head>',
    '<body>',
    page.body,
    `<span id="${DOCUMENT_END_ID}" hidden></span>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return withSecurityMeta(html, security, [SPECULATION_RULES]);
}

/** Google's script for a Tag Manager container, when the site has one. */
const tagManagerScript = (id: string | null | undefined) => (id ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}` : undefined);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}
