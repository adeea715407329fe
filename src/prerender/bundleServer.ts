import fs from 'node:fs';
import path from 'node:path';
import { build, transform } from 'esbuild';
import type { SiteContent } from '../content/types';
import type { RenderedPage } from './serverEntry';
import { esbuildTargets } from './browserTargets';
import { styles } from './vanillaExtract';

export interface ServerBundle {
  css: string;
  renderSite: (content: SiteContent) => RenderedPage[];
}

/** Bundles the pages for Node (vanilla-extract compiles the styles on the way) and loads them. */
export async function bundleServer(root: string, workDir: string): Promise<ServerBundle> {
  const outdir = path.join(workDir, 'server');
  await build({
    entryPoints: [path.join(root, 'src/prerender/serverEntry.tsx')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [styles(true)],
    logLevel: 'warning',
  });
  const entry = path.join(outdir, 'serverEntry.js');
  delete require.cache[require.resolve(entry)];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderSite } = require(entry) as Pick<ServerBundle, 'renderSite'>;
  const cssFile = path.join(outdir, 'serverEntry.css');
  const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
  // Minifying also drops the per-file source comments esbuild writes into the bundle.
  const minified = await transform(css, { loader: 'css', minify: true, target: esbuildTargets() });
  return { css: minified.code, renderSite };
}
