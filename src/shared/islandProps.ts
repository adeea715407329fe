/** Island props travel in a `data-props` attribute; React escapes attribute values, so plain JSON is safe there. */
export function serializeProps(props: object): string {
  return JSON.stringify(props);
}

export function parseProps(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('island props must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * When an island hydrates: at idle time after `load`; when it first nears the viewport; once the
 * visitor has scrolled and it is near (for an island just below the first screen, or one whose
 * work is only for what a scroll brings in); or when the visitor first points at, touches or
 * focuses it (for islands that only matter once used).
 */
export type HydrateStrategy = 'idle' | 'visible' | 'scroll' | 'interaction';

/** How far ahead of the viewport a `visible` island starts to hydrate. */
export const VISIBLE_MARGIN_PX = 200;
