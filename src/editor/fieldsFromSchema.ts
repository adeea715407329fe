import type { z } from 'zod';
import { photoFile, svgFile } from '../content/schema';
import { HINTS, LABELS, LONG_TEXT } from './labels';

/** A field of the editor's configuration (Decap CMS's `fields`), as much of it as this site uses. */
export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'boolean' | 'number' | 'select' | 'list' | 'object' | 'image' | 'file';
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  value_type?: 'int';
  min?: number;
  max?: number;
  fields?: EditorField[];
  field?: EditorField;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
}

/** Where each picture field's uploads go, under content/, by path; every other photo goes to capas/. */
const IMAGE_FOLDERS: Record<string, string> = {
  'testimonials.avatar': 'depoimentos',
  'site.company.wordmark': 'marca',
  'site.company.symbol': 'marca',
};

// Zod keeps each schema's definition in `_zod.def`: its type, its checks, its parts.
type Def = { type: string; checks?: Array<{ _zod: { def: Record<string, any> } }>; [key: string]: any };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The label of the field at `path` (`site.chat.number`, list items as `[]`), by path or else by key. */
function labelOf(path: string, key: string): string {
  const label = LABELS[path] ?? LABELS[key];
  if (!label) throw new Error(`src/editor/labels.ts: no Portuguese label for the content field ${path}: add "${key}" to LABELS`);
  return label;
}

/**
 * One editor check for what the schema says of a string: not blank, its regular expressions, the
 * words it must contain, all at once (lookaheads), for the editor to refuse before anything is saved.
 */
function stringPattern(def: Def, path: string): [string, string] | undefined {
  const parts: string[] = [];
  if (def.pattern instanceof RegExp) parts.push(`(?=${def.pattern.source})`);
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum > 0) parts.push('(?=[\\s\\S]*\\S)');
    if (check.check === 'string_format' && check.format === 'regex') parts.push(`(?=${(check.pattern as RegExp).source})`);
    if (check.check === 'string_format' && check.format === 'includes') parts.push(`(?=[\\s\\S]*${escapeRegExp(check.includes)})`);
  }
  if (!parts.length) return undefined;
  const onlyNotBlank = parts.length === 1 && parts[0] === '(?=[\\s\\S]*\\S)';
  return [`^${parts.join('')}`, onlyNotBlank ? 'Não pode ficar em branco.' : (HINTS[path] ?? 'Não está no formato pedido.')];
}

function lengthLimits(def: Def): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') limits.min = check.minimum;
    if (check.check === 'max_length') limits.max = check.maximum;
    if (check.check === 'length_equals') limits.min = limits.max = check.length;
  }
  return limits;
}

function numberLimits(def: Def): Pick<EditorField, 'min' | 'max' | 'value_type'> {
  const limits: Pick<EditorField, 'min' | 'max' | 'value_type'> = {};
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format)) limits.value_type = 'int';
    if (check.check === 'greater_than') limits.min = check.inclusive ? check.value : check.value + 1;
    if (check.check === 'less_than') limits.max = check.inclusive ? check.value : check.value - 1;
  }
  return limits;
}

/**
 * The editor field for one schema field, with everything the schema says that the editor can
 * check: required or not, formats, list lengths, number ranges, choices. What it cannot check
 * (a rule across two fields, an address) is said in the field's hint (`HINTS`).
 */
export function fieldFromSchema(key: string, schema: z.ZodType, path: string): EditorField {
  const base = { name: key, label: labelOf(path, key), ...(HINTS[path] && { hint: HINTS[path] }) };
  if (schema === photoFile || schema === svgFile) {
    const folder = IMAGE_FOLDERS[path] ?? 'capas';
    return { ...base, widget: 'image', media_folder: `/content/${folder}`, public_folder: folder, choose_url: false };
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return { ...fieldFromSchema(key, def.innerType, path), required: false };
    case 'pipe':
      // A preprocessed field (an empty answer read as none): the editor edits what comes out.
      return fieldFromSchema(key, def.out, path);
    case 'string': {
      const pattern = stringPattern(def, path);
      return { ...base, widget: LONG_TEXT.has(key) ? 'text' : 'string', ...(pattern && { pattern }) };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', required: false };
    case 'number':
      return { ...base, widget: 'number', ...numberLimits(def) };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'object':
      return { ...base, widget: 'object', fields: fieldsFromSchema(schema as z.ZodObject, path) };
    case 'array': {
      const element = defOf(def.element);
      if (element.type === 'enum') {
        return { ...base, widget: 'select', multiple: true, options: Object.values(element.entries as Record<string, string>), ...lengthLimits(def) };
      }
      const item = fieldFromSchema(key, def.element, `${path}[]`);
      const list = { ...base, widget: 'list' as const, ...lengthLimits(def) };
      return item.widget === 'object' ? { ...list, fields: item.fields } : { ...list, field: item };
    }
    default:
      throw new Error(`src/editor/fieldsFromSchema.ts: the content field ${path} is a ${def.type}, which the editor has no field for`);
  }
}

/** The editor's fields for every key of an object schema, in the schema's order. */
export function fieldsFromSchema(schema: z.ZodObject, path: string): EditorField[] {
  return Object.entries(schema.shape).map(([key, field]) => fieldFromSchema(key, field as z.ZodType, `${path}.${key}`));
}
