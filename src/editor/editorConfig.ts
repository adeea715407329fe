import { contentFiles } from '../content/schema';
import { CAPTIONS_FILE } from '../content/media';
import type { Product } from '../content/types';
import { fieldsFromSchema, type EditorField } from './fieldsFromSchema';
import { FILE_LABELS, NOT_IN_EDITOR } from './labels';

/** Where the editor commits and how it signs in: the build's EDITOR_REPO, EDITOR_BRANCH and EDITOR_AUTH_URL. */
export interface EditorBackend {
  /** The repository on GitHub, `owner/name`. */
  repo: string;
  branch: string;
  /** The OAuth proxy that finishes GitHub's sign-in (README, "The editor, for the maintainer"); unset: Decap's default. */
  authUrl?: string;
  /** Where decap-server answers on a maintainer's machine (`npm run dev`). */
  localBackendPort: number;
}

/** decap-server's own default port. */
export const DEFAULT_LOCAL_BACKEND_PORT = 8081;

const CAPTION_HINT = 'O que a foto ou o vídeo mostra, numa frase: é a descrição lida por quem não vê a imagem, e a legenda do slide. Sem nomes de clientes nem endereços.';

/** A product's gallery: its photos and clips in the order the site shows them, each with its caption beside it. */
export function galleryFields(): EditorField[] {
  const item = (widget: 'image' | 'file', label: string): EditorField[] => [
    // '' is the entry's own folder: content/galeria/<folder>/, beside legendas.json; the value is the file's name.
    { name: 'arquivo', label, widget, media_folder: '', public_folder: '', choose_url: false },
    { name: 'legenda', label: 'Legenda', widget: 'text', required: false, hint: CAPTION_HINT },
  ];
  return [
    {
      name: 'midia',
      label: 'Fotos e vídeos',
      widget: 'list',
      required: false,
      hint: 'Arraste para mudar a ordem do site. Para tirar uma foto do site: abra a linha dela, "Escolha uma imagem diferente", selecione a foto, "Excluir selecionado", feche e remova a linha (×).',
      // Decap's list of two kinds, told apart by `tipo`.
      ...({ label_singular: 'mídia', typeKey: 'tipo', summary: '{{fields.legenda}}' } as object),
      ...({
        types: [
          { name: 'foto', label: 'Foto', widget: 'object', summary: '{{fields.legenda}}', fields: item('image', 'Foto') },
          { name: 'video', label: 'Vídeo', widget: 'object', summary: '{{fields.legenda}}', fields: item('file', 'Vídeo (MP4 ou MOV)') },
        ],
      } as object),
    },
  ];
}

/**
 * The editor's whole configuration (Decap CMS's config.yml), made from the schema that validates
 * content at build time, so the two cannot drift: one entry per content file a staff member edits,
 * and one per product's gallery.
 */
export function editorConfig(products: Array<Pick<Product, 'galleryFolder' | 'galleryLabel'>>, backend: EditorBackend): Record<string, unknown> {
  const edited = Object.entries(contentFiles).filter(([key]) => !(key in NOT_IN_EDITOR));
  return {
    locale: 'pt',
    backend: { name: 'github', repo: backend.repo, branch: backend.branch, ...(backend.authUrl && { base_url: backend.authUrl }) },
    // `npm run dev` runs decap-server beside the site: on localhost the editor writes the checkout.
    local_backend: { url: `http://127.0.0.1:${backend.localBackendPort}/api/v1` },
    media_folder: 'content/capas',
    public_folder: 'capas',
    // Uploaded files' names: ASCII, no spaces or accents, as the build requires.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'textos',
        label: 'Textos e contatos',
        format: 'json',
        editor: { preview: false },
        files: edited.map(([key, { file, schema }]) => ({
          name: key,
          label: FILE_LABELS[key] ?? key,
          file: `content/${file}`,
          fields: fieldsFromSchema(schema, key),
        })),
      },
      {
        name: 'galeria',
        label: 'Galerias dos produtos',
        format: 'json',
        editor: { preview: false },
        files: products.map((product) => ({
          name: product.galleryFolder,
          label: product.galleryLabel,
          file: `content/galeria/${product.galleryFolder}/${CAPTIONS_FILE}`,
          fields: galleryFields(),
        })),
      },
    ],
  };
}

/**
 * The build's settings for the editor's sign-in: EDITOR_REPO (`owner/name` on GitHub; the workflow
 * passes its own repository), EDITOR_BRANCH (default main), EDITOR_AUTH_URL (the OAuth proxy),
 * EDITOR_PORT (decap-server's port on a maintainer's machine, default 8081).
 */
export function editorBackendFrom(env: NodeJS.ProcessEnv): EditorBackend {
  const repo = env.EDITOR_REPO?.trim() || 'orla-outdoor/site';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`EDITOR_REPO: "${repo}" is not a GitHub repository as owner/name`);
  const authUrl = env.EDITOR_AUTH_URL?.trim() || undefined;
  if (authUrl && !/^https:\/\/[^/]+/.test(authUrl)) throw new Error(`EDITOR_AUTH_URL: "${authUrl}" is not an https:// address`);
  const localBackendPort = Number(env.EDITOR_PORT || DEFAULT_LOCAL_BACKEND_PORT);
  if (!Number.isInteger(localBackendPort) || localBackendPort <= 0) throw new Error(`EDITOR_PORT: "${env.EDITOR_PORT}" is not a port number`);
  return { repo, branch: env.EDITOR_BRANCH?.trim() || 'main', ...(authUrl && { authUrl }), localBackendPort };
}
