import fs from 'node:fs';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { ContentError } from './ContentError';

/** What each syntax error means, in the words of someone editing the file by hand. */
const PROBLEMS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'not a valid number',
  PropertyNameExpected: 'a key in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon (:) was expected after the key',
  CommaExpected: 'a comma was expected between two items',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'nothing may follow the end of the data',
  InvalidCommentToken: 'JSON allows no comments',
  UnexpectedEndOfComment: 'JSON allows no comments',
  UnexpectedEndOfString: 'a text is not closed with "',
  UnexpectedEndOfNumber: 'not a valid number',
  InvalidUnicode: 'a \\u escape needs four hex digits',
  InvalidEscapeCharacter: 'unknown escape after \\ (write \\\\ for a backslash)',
  InvalidCharacter: 'a line break or tab inside a text (write \\n or \\t)',
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (bytes: Uint8Array) => {
  try {
    UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * A content file's text. Its bytes must be UTF-8: a file saved as Latin-1 or Windows-1252 (an
 * editor's "ANSI") is refused, naming the file and the first line that is not, rather than built
 * into pages with its accents garbled.
 */
export function readText(file: string, label: string): string {
  const bytes = fs.readFileSync(file);
  try {
    return UTF8.decode(bytes);
  } catch {
    // A line break is one byte in UTF-8 and in the encodings it is mistaken for: the file splits into its lines as bytes.
    let line = 1;
    for (let start = 0; start < bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start) === -1 ? bytes.length : bytes.indexOf(0x0a, start);
      if (!isUtf8(bytes.subarray(start, end))) break;
      start = end + 1;
    }
    throw new ContentError(label, '', `not saved as UTF-8 (line ${line} has a character in another encoding, Latin-1 or Windows-1252 most likely): open it in the editor and save it again with the encoding "UTF-8"`);
  }
}

/**
 * Parses a content file's text as strict JSON. A syntax error becomes a `ContentError` that names
 * the file, the line and the column, and shows the line, so a comma is not hunted through a long file.
 */
export function parseJson(text: string, label: string): unknown {
  const source = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(source);
  } catch (error) {
    const errors: ParseError[] = [];
    parse(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    // jsonc-parser and JSON.parse agree on JSON; should they not, JSON.parse's own words still say what is wrong.
    if (!first) throw new ContentError(label, '', `not valid JSON (${(error as Error).message})`);
    throw new ContentError(label, '', describe(source, first));
  }
}

function describe(source: string, error: ParseError): string {
  let offset = error.offset;
  const code = printParseErrorCode(error.error);
  let problem = PROBLEMS[code] ?? 'not valid JSON here';
  // A comma after an object's or a list's last item: point at the comma, not at the bracket lines below it.
  const before = /,\s*$/.exec(source.slice(0, offset));
  if (before && (code === 'ValueExpected' || code === 'PropertyNameExpected') && /^[\]}]/.test(source.slice(offset))) {
    offset = before.index;
    problem = 'a comma after the last item (remove it)';
  }
  if (offset >= source.length && code !== 'EndOfFileExpected') problem = `the file ends too early: ${problem}`;
  const { line, column } = position(source, offset);
  return `not valid JSON at line ${line}, column ${column}: ${problem}\n${excerpt(source, line, column)}`;
}

/** The line with the error and the one before it, numbered, and a caret under the column. */
function excerpt(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  const width = String(line).length;
  const numbered = (n: number) => `    ${String(n).padStart(width)} | ${lines[n - 1]!.replace(/\r$/, '')}`;
  const shown = line > 1 ? [numbered(line - 1), numbered(line)] : [numbered(line)];
  // Tabs stay tabs under the line, so the caret lands under the column in any editor's tab width.
  const pad = lines[line - 1]!.slice(0, column - 1).replace(/[^\t]/g, ' ');
  return [...shown, `    ${' '.repeat(width)} | ${pad}^`].join('\n');
}

/** Line and column, both from 1, of a character offset. */
export function position(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** A `"$comment"` key, at any depth, is a note for the people who edit the file: the site never reads it. */
export const NOTE_KEY = '$comment';

export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== NOTE_KEY).map(([key, item]) => [key, withoutNotes(item)]));
}
