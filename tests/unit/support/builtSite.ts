import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { inject } from 'vitest';
import { buildSite } from '../../../src/prerender/buildSite';
import { ROOT, tempDir } from './content';
import { TEST_ORIGIN } from './testOrigin';

export { TEST_ORIGIN };

/** The staff's editor, under dist/: not a page of the site. */
export const EDITOR_DIR = 'admin/';

export interface BuiltSite {
  dist: string;
  /** Every page of the build, relative to dist/ (`index.html`, `toldos/index.html`, `404.html`…): the site's, not the staff's editor at admin/ (tests/unit/editor-page.test.ts). */
  htmlFiles: string[];
  read(file: string): string;
  /** The file parsed once; treat it as read-only. */
  doc(file: string): Document;
}

/**
 * The build of the real content that the unit run made once (./globalSetup.ts), or, given other
 * content, a build of that into a temp folder; both with the test origin. Treat them as read-only.
 */
export async function buildOnce(options: { contentDir?: string } = {}): Promise<BuiltSite> {
  let dist = inject('builtDist');
  if (options.contentDir) {
    dist = path.join(tempDir('dist'), 'dist');
    await buildSite({ root: ROOT, contentDir: options.contentDir, distDir: dist, origin: TEST_ORIGIN, log: () => {} });
  }
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
  const docs = new Map<string, Document>();
  return {
    dist,
    htmlFiles: filesUnder(dist).filter((file) => file.endsWith('.html') && !file.startsWith(EDITOR_DIR)),
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
