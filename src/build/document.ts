import { loaderScript } from '../islands/runtime/loader';
import type { RenderedPage } from './serverEntry';

export interface DocumentAssets {
  css: string;
  /** The page's client entry, if it has islands. */
  script?: string;
}

/** A whole HTML document around a rendered page. */
export function htmlDocument(page: RenderedPage, assets: DocumentAssets): string {
  return [
    '<!doctype html>',
    `<html ${page.htmlAttributes}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    page.head,
    '<meta name="theme-color" content="#0E2A3B">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    `<link rel="stylesheet" href="${assets.css}">`,
    '</head>',
    '<body>',
    page.body,
    assets.script ? `<script>${loaderScript(assets.script)}</script>` : '',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
