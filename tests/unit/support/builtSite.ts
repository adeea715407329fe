import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildSite } from '../../../src/build/buildSite';
import { ROOT, tempDir } from './content';

export const TEST_ORIGIN = 'https://teste.orla.example';

export interface BuiltSite {
  dist: string;
  /** Every HTML file of the build, relative to dist/ (`index.html`, `toldos/index.html`, `404.html`…). */
  htmlFiles: string[];
  read(file: string): string;
  /** The file parsed once; treat it as read-only. */
  doc(file: string): Document;
}

/** Builds the real content once into a temp folder, with a test origin, for tests over the built output. */
export async function buildOnce(options: { contentDir?: string } = {}): Promise<BuiltSite> {
  const dist = path.join(tempDir('dist'), 'dist');
  await buildSite({ root: ROOT, contentDir: options.contentDir, distDir: dist, origin: TEST_ORIGIN, log: () => {} });
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
  const docs = new Map<string, Document>();
  return {
    dist,
    htmlFiles: filesUnder(dist).filter((file) => file.endsWith('.html')),
    read,
    doc: (file) => docs.get(file) ?? docs.set(file, new JSDOM(read(file)).window.document).get(file)!,
  };
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
