import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, fieldPath } from './ContentError';
import { mediaKind } from './mediaFormats';
import { NOTE_KEY, parseJson, readText, withoutNotes } from './readJson';

export const CAPTIONS_FILE = 'legendas.json';

/** A gallery file as the caption file lists it: its kind, its name in the folder, its caption. */
export interface CaptionEntry {
  tipo: 'foto' | 'video';
  arquivo: string;
  legenda: string;
}

// An empty caption is one still to write (`npm run captions` adds them): the file stays uncaptioned.
const caption = z.string().trim();
/**
 * The shape the staff's editor writes (src/editor/): the gallery in the site's order, each file with
 * its caption beside it. `arquivo` is a file of this folder, by name.
 */
const listSchema = z.strictObject({
  midia: z.array(
    z.strictObject({
      tipo: z.enum(['foto', 'video']),
      arquivo: z.string().regex(/^[^/\\]+$/, 'must be the name of a file in this folder, like "IMG_0042.jpg"'),
      legenda: caption.optional(),
    }),
  ),
});
/** The first shape, still read: file name → caption, the gallery in file-name order. */
const mapSchema = z.record(z.string(), caption);

export interface CaptionsFile {
  /** The files it lists, in its order, captions as written (empty: still to write). */
  entries: CaptionEntry[];
  /** Written as a list (the editor's shape), or in the first shape, a map by file name. */
  shape: 'list' | 'map';
  /** Its `"$comment"` note, for whoever writes the file back. */
  note?: unknown;
}

const kindOf = (name: string): CaptionEntry['tipo'] => (mediaKind(name) === 'video' ? 'video' : 'foto');

/** A folder's caption file, either shape; none is an empty list. Bad content stops the build naming the file and the field. */
export function readCaptionsFile(dir: string, relDir: string): CaptionsFile {
  const file = path.join(dir, CAPTIONS_FILE);
  if (!fs.existsSync(file)) return { entries: [], shape: 'list' };
  const label = `content/${relDir}/${CAPTIONS_FILE}`;
  const json = parseJson(readText(file, label), label);
  const data = withoutNotes(json);
  const isList = !!data && typeof data === 'object' && 'midia' in data;
  const parsed = isList ? listSchema.safeParse(data) : mapSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(label, fieldPath(issue.path), issue.message);
  }
  const note = json && typeof json === 'object' ? (json as Record<string, unknown>)[NOTE_KEY] : undefined;
  const entries = isList
    ? (parsed.data as z.infer<typeof listSchema>).midia.map((entry) => ({ ...entry, legenda: entry.legenda ?? '' }))
    : Object.entries(parsed.data as z.infer<typeof mapSchema>).map(([arquivo, legenda]) => ({ tipo: kindOf(arquivo), arquivo, legenda }));
  return { entries, shape: isList ? 'list' : 'map', ...(note !== undefined && { note }) };
}

/** Writes a folder's caption file in the editor's shape, its note first. */
export function writeCaptionsFile(dir: string, entries: CaptionEntry[], note?: unknown): void {
  const midia = entries.map(({ arquivo, legenda }) => ({ tipo: kindOf(arquivo), arquivo, legenda }));
  const written = note === undefined ? { midia } : { [NOTE_KEY]: note, midia };
  fs.writeFileSync(path.join(dir, CAPTIONS_FILE), `${JSON.stringify(written, null, 2)}\n`);
}

/** An entry for a file of the other kind ("foto" for a clip): the file and the field. */
export function checkKinds(file: CaptionsFile, relDir: string): void {
  file.entries.forEach((entry, i) => {
    const kind = mediaKind(entry.arquivo);
    if ((kind === 'image' || kind === 'video') && entry.tipo !== kindOf(entry.arquivo)) {
      throw new ContentError(
        `content/${relDir}/${CAPTIONS_FILE}`,
        file.shape === 'list' ? `midia[${i}].tipo` : entry.arquivo,
        `"${entry.tipo}" but ${entry.arquivo} is a ${kind === 'image' ? 'photo ("foto")' : 'clip ("video")'}`,
      );
    }
  });
}
