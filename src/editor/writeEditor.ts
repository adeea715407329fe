import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Product } from '../content/types';
import { editorConfig, type EditorBackend } from './editorConfig';
import { editorPage } from './editorPage';
import { PHONE_CSS } from './phoneStyles';

const SCRIPT = 'decap-cms.js';

/** Decap CMS's own files: its script, the chunks it loads on demand, its WebAssembly, its licences. No source maps. */
function decapFiles(decapDist: string): string[] {
  return fs.readdirSync(decapDist).filter((name) => /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name));
}

/**
 * Writes the staff's editor into `<outDir>/admin/`: its page, its configuration made from the
 * content schema, and Decap CMS's files copied from node_modules (nothing is loaded from another
 * site). Nothing of it goes into any other page, nor into the sitemap.
 */
export function writeEditor(outDir: string, options: { root: string; products: Array<Pick<Product, 'galleryFolder' | 'galleryLabel'>>; backend: EditorBackend }): void {
  const adminDir = path.join(outDir, 'admin');
  fs.mkdirSync(adminDir, { recursive: true });
  const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json', { paths: [options.root] })), 'dist');
  for (const name of decapFiles(decapDist)) fs.copyFileSync(path.join(decapDist, name), path.join(adminDir, name));
  fs.writeFileSync(path.join(adminDir, 'config.yml'), `# Made by the build from src/content/schema.ts (src/editor/): edit those, not this file.\n${stringify(editorConfig(options.products, options.backend))}`);
  fs.writeFileSync(path.join(adminDir, 'phone.css'), PHONE_CSS);
  fs.writeFileSync(path.join(adminDir, 'index.html'), editorPage({ script: SCRIPT, localBackendOrigin: `http://127.0.0.1:${options.backend.localBackendPort}` }));
}
