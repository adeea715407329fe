/**
 * What the boot script needs to know about its page. The build writes these as data attributes
 * of the inline <script> itself, so the script's text is one and the same on every page and the
 * Content-Security-Policy allows it by a single hash.
 */
export interface BootOptions {
  /** The page's island entry, if it has islands; its default export hydrates them. */
  entry?: string;
  /** The whole stylesheet, for what only islands draw; the page inlines just the rules its markup uses. */
  stylesheet?: string;
  /** Google Tag Manager's script for the site's container, loaded only when set (the page then names it). */
  tagManagerScript?: string;
}

const ATTRIBUTES = { entry: 'data-entry', stylesheet: 'data-stylesheet', tagManagerScript: 'data-tag-manager' } as const;

/** The script element's attributes for `options` (build side). */
export function bootAttributes(options: BootOptions): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const key of Object.keys(ATTRIBUTES) as Array<keyof BootOptions>) {
    const value = options[key];
    if (value) attributes[ATTRIBUTES[key]] = value;
  }
  return attributes;
}

/** The options back from the running script's element (browser side). */
export function readBootOptions(script: Element | null): BootOptions {
  const read = (name: string) => script?.getAttribute(name) ?? undefined;
  return { entry: read(ATTRIBUTES.entry), stylesheet: read(ATTRIBUTES.stylesheet), tagManagerScript: read(ATTRIBUTES.tagManagerScript) };
}
