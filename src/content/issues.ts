import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { ContentError, fieldPath } from './ContentError';
import { NOTE_KEY } from './readJson';

/**
 * A content file's schema problems as `ContentError`s naming the file and the field. A key the
 * schema does not know is one error of its own, with the known key it most likely misspells.
 */
export function contentErrors(label: string, schema: z.ZodType, json: unknown, issues: z.core.$ZodIssue[]): ContentError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => new ContentError(label, fieldPath([...issue.path, key]), unknownKey(key, schema, json, issue.path)))
      : [new ContentError(label, fieldPath(issue.path), issue.message)],
  );
}

function unknownKey(key: string, schema: z.ZodType, json: unknown, at: readonly PropertyKey[]): string {
  const known = objectAt(schema, at);
  if (!known) return 'unknown key';
  const given = valueAt(json, at);
  // A renamed key (`titlo`) is most likely the known key now missing (`titulo`), not one still present (`title`).
  const absent = known.filter((name) => !(given && typeof given === 'object' && name in given));
  const guess = closest(key, absent) ?? closest(key, [...known, NOTE_KEY]);
  return guess ? `unknown key; did you mean "${guess}"?` : `unknown key; the keys here are ${known.map((name) => `"${name}"`).join(', ')}`;
}

/** The nearest of `names` within a few typos of `key` (letter case aside), if any. */
export function closest(key: string, names: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(key.length / 3)));
  let best: { name: string; d: number } | undefined;
  for (const name of names) {
    const d = distance(key.toLowerCase(), name.toLowerCase());
    if (d <= limit && (!best || d < best.d)) best = { name, d };
  }
  return best?.name;
}

/** The keys of the object schema found at `at` inside `schema`, through lists, records and optional values. */
function objectAt(schema: z.ZodType, at: readonly PropertyKey[]): string[] | undefined {
  let current: z.ZodType | undefined = unwrap(schema);
  for (const step of at) {
    if (current instanceof z.ZodObject) current = current.shape[String(step)] as z.ZodType | undefined;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodRecord) current = current.valueType as z.ZodType;
    else return undefined;
    current = current && unwrap(current);
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
  return current;
}

function valueAt(json: unknown, at: readonly PropertyKey[]): unknown {
  return at.reduce<unknown>((value, step) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[step] : undefined), json);
}
