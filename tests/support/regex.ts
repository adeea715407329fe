/** `text` as a regular expression's source that matches it literally: content's texts may hold `(`, `.`, `?`… */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
