/** Fills `{name}` placeholders in a content string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A phone number that never wraps: non-breaking spaces and hyphens, as typesetting asks. */
export function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
