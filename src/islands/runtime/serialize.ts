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

export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-props';
export const PREFIX_ATTR = 'data-prefix';
export const HYDRATE_ATTR = 'data-hydrate';
/** Set on an island's box once its hydration has been committed. */
export const HYDRATED_ATTR = 'data-hydrated';
/** Set on an island's box when the island threw and its server markup was put back (runtime/IslandRoot.tsx). */
export const FAILED_ATTR = 'data-island-failed';
