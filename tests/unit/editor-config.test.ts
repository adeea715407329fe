// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFiles, heroSchema, siteSchema } from '../../src/content/schema';
import { editorConfig } from '../../src/editor/editorConfig';
import { fieldsFromSchema, type EditorField } from '../../src/editor/fieldsFromSchema';
import { LABELS, NOT_IN_EDITOR } from '../../src/editor/labels';
import { CONTENT_DIR } from './support/content';

const BACKEND = { repo: 'orla/site', branch: 'main', localBackendPort: 8081 };

/** Every field path a schema has (`site.chat.number`, list items as `[]`), down to its leaves. */
function schemaPaths(schema: z.ZodType, at: string): string[] {
  const def = (schema as any)._zod.def;
  if (def.type === 'optional' || def.type === 'nullable') return schemaPaths(def.innerType, at);
  if (def.type === 'pipe') return schemaPaths(def.out, at);
  if (def.type === 'object') return [at, ...Object.entries(def.shape).flatMap(([key, field]) => schemaPaths(field as z.ZodType, `${at}.${key}`))];
  if (def.type === 'array' && def.element._zod.def.type === 'object') return [at, ...schemaPaths(def.element, `${at}[]`).slice(1)];
  return [at];
}

/** Every field path the editor shows, the same way. */
function editorPaths(fields: EditorField[], at: string): string[] {
  return fields.flatMap((field) => {
    const here = `${at}.${field.name}`;
    if (field.widget === 'object') return [here, ...editorPaths(field.fields!, here)];
    if (field.widget === 'list' && field.fields) return [here, ...editorPaths(field.fields, `${here}[]`)];
    return [here];
  });
}

const editedFiles = () => (editorConfig([], BACKEND) as any).collections[0].files as Array<{ name: string; file: string; fields: EditorField[] }>;

/** The editor's field at a path. */
function fieldAt(fields: EditorField[], names: string[]): EditorField {
  const [first, ...rest] = names;
  const field = fields.find((f) => f.name === first)!;
  return rest.length ? fieldAt(field.fields!, rest) : field;
}

describe('the editor\'s fields, made from the content schema', () => {
  it('are the schema\'s fields, each of them and no other, for every content file it edits', () => {
    const files = editedFiles();
    for (const [key, { file, schema }] of Object.entries(contentFiles)) {
      const entry = files.find((each) => each.name === key);
      if (key in NOT_IN_EDITOR) {
        expect(entry, `${file} is listed as not edited`).toBeUndefined();
        continue;
      }
      expect(entry?.file).toBe(`content/${file}`);
      expect(editorPaths(entry!.fields, key).sort()).toEqual(schemaPaths(schema, key).slice(1).sort());
    }
  });

  it('stop the build on a schema field without a Portuguese label, naming it', () => {
    const grown = heroSchema.extend({ subheadline: z.string() });
    expect(() => fieldsFromSchema(grown, 'hero')).toThrow('no Portuguese label for the content field hero.subheadline: add "subheadline" to LABELS');
  });

  it('name no key the schema lacks (a label left behind by a removed field)', () => {
    const keys = new Set(Object.values(contentFiles).flatMap(({ schema }) => schemaPaths(schema, '').map((p) => p.split('.').at(-1)!.replace('[]', ''))));
    expect(Object.keys(LABELS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('mark required what the schema requires, and optional what it does not', () => {
    const site = editedFiles().find((f) => f.name === 'site')!.fields;
    expect(fieldAt(site, ['chat', 'number']).required).toBeUndefined();
    expect(fieldAt(site, ['googleTagManagerId']).required).toBe(false);
    expect(fieldAt(site, ['hours']).min).toBe(1);
    const benefits = editedFiles().find((f) => f.name === 'benefits')!.fields;
    expect(fieldAt(benefits, ['items'])).toMatchObject({ min: 4, max: 4 });
  });

  it('refuse in the editor the texts the build refuses, and accept the content as it is', () => {
    const files = editedFiles();
    const check = (file: string, names: string[], value: string) => {
      const [source] = fieldAt(files.find((f) => f.name === file)!.fields, names).pattern!;
      return new RegExp(source).test(value);
    };
    const site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'site.json'), 'utf8'));
    expect(check('site', ['chat', 'number'], site.chat.number)).toBe(true);
    for (const wrong of ['62999990000', '55 62 99999-0000', '+5562999990000', '']) {
      expect(check('site', ['chat', 'number'], wrong), wrong).toBe(false);
      expect(siteSchema.shape.chat.shape.number.safeParse(wrong).success, wrong).toBe(false);
    }
    expect(check('hero', ['headline'], '   ')).toBe(false);
    expect(check('hero', ['headline'], 'Sombra para a sua varanda')).toBe(true);
    expect(check('ui', ['carousel', 'slideLabel'], '{n} de {total}')).toBe(true);
    expect(check('ui', ['carousel', 'slideLabel'], 'slide {n}')).toBe(false);
    expect(check('site', ['contact', 'email'], 'contato@orlaoutdoor.com.br')).toBe(true);
    expect(check('site', ['contact', 'email'], 'contato@')).toBe(false);
  });

  it('say beside each field the rules the editor cannot check', () => {
    const site = editedFiles().find((f) => f.name === 'site')!.fields;
    expect(fieldAt(site, ['chat', 'number']).hint).toMatch(/55/);
    expect(fieldAt(site, ['hours']).hint).toMatch(/duas formas/);
    expect(fieldAt(site, ['hours']).fields!.find((f) => f.name === 'opens')!.hint).toMatch(/08:00/);
  });
});
