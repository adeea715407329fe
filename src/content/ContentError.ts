/** Bad content: the message names the file (relative to the project) and the field. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'ContentError';
  }
}

/** Several problems found in one pass, so an editor fixes them all at once. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`Invalid content (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n` + errors.map((e) => `  - ${e.message}`).join('\n'));
    this.name = 'ContentErrors';
  }
}

/** Formats a zod issue path as `products[2].titulo`. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}
