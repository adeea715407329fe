/**
 * What the boot script needs to know about its page. The build writes these as data attributes
 * of the inline <script> itself, so the script's text is one and the same on every page and the
 * Content-Security-Policy allows it by a single hash.
 */
export interface BootOptions {
  /** The page's island entry, if it has islands; its default export hydrates them. */
  entry?: string;
  /** The rules of the site's stylesheet the page did not inline, for what only islands draw (src/prerender/lateCss.ts). */
  stylesheet?: string;
  /** React and the islands' hydration code, space-separated: the entry prefetches them without running them. */
  hydrationCode?: string;
  /** Google Tag Manager's script for the site's container, loaded only when set (the page then names it). */
  tagManagerScript?: string;
}

/** What the boot script hands the page's island entry (src/islands/runtime/startIslands.ts). */
export type IslandsOptions = Pick<BootOptions, 'stylesheet' | 'hydrationCode'>;

/** The script element's attributes for `options` (build side): `data-entry`, `data-stylesheet`, `data-hydration-code`, `data-tag-manager-script`. */
export function bootAttributes(options: BootOptions): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value) attributes[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return attributes;
}

/** The options back from the running script's element (browser side): the same names, as `dataset` spells them. */
export const readBootOptions = (script: HTMLOrSVGScriptElement | null): BootOptions => ({ ...script?.dataset });
