import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import type { HydrateStrategy } from '../islands/runtime/IslandContext';
import { styles } from './vanillaExtract';

export interface PageScripts {
  /** The URL the page's loader imports. */
  entry: string;
  /** Every file the entry pulls in before it runs (itself included), under dist/. */
  firstLoad: string[];
}

const NAMESPACE = 'island-entry';

/** Writes one tiny entry per page: hydrate exactly the islands that page rendered. */
function pageEntries(pages: Record<string, PageIslands>, islandsDir: string): Plugin {
  return {
    name: 'island-entries',
    setup(b) {
      b.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        return {
          contents: entrySource(pages[args.path] ?? {}),
          resolveDir: islandsDir,
          loader: 'ts',
        };
      });
    },
  };
}

export type PageIslands = Record<string, HydrateStrategy[]>;

/**
 * An island any of whose boxes hydrates at idle time is imported by the entry; one that only
 * hydrates when visible becomes a chunk of its own, fetched when it is needed.
 */
export function entrySource(islands: PageIslands): string {
  const lines = ["import { hydrateIslands } from './runtime/hydrate';", "import { speculateOnIntent } from '../boot/speculation';"];
  const sources: string[] = [];
  for (const [name, strategies] of Object.entries(islands)) {
    if (strategies.includes('idle')) {
      lines.push(`import { ${name} } from './${name}/${name}';`);
      sources.push(`${name}: { component: ${name} }`);
    } else {
      sources.push(`${name}: { load: () => import('./${name}/${name}').then((m) => m.${name}) }`);
    }
  }
  // Run by the boot script once the late stylesheet is in, so no island ever draws unstyled. The
  // prefetch rules come with it rather than in every page's HTML, which has no byte to spare.
  lines.push(`export default () => {\n  speculateOnIntent();\n  hydrateIslands({ ${sources.join(', ')} });\n};`);
  return lines.join('\n') + '\n';
}

/** Bundles every page's islands for the browser: ESM, shared chunks, hashed names. */
export async function bundleClient(root: string, outdir: string, pages: Record<string, PageIslands>): Promise<Record<string, PageScripts>> {
  const withIslands = Object.entries(pages).filter(([, islands]) => Object.keys(islands).length > 0);
  if (withIslands.length === 0) return {};
  const result = await build({
    entryPoints: Object.fromEntries(withIslands.map(([name]) => [name, `${NAMESPACE}:${name}`])),
    outdir,
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/shared-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    plugins: [pageEntries(pages, path.join(root, 'src/islands')), styles(false)],
    logLevel: 'warning',
  });
  return scriptsByPage(result.metafile, root, outdir);
}

function scriptsByPage(metafile: Metafile, root: string, outdir: string): Record<string, PageScripts> {
  const rel = (file: string) => path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/');
  const byPage: Record<string, PageScripts> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint?.startsWith(`${NAMESPACE}:`)) continue;
    const name = output.entryPoint.slice(NAMESPACE.length + 1);
    const firstLoad = new Set<string>();
    const visit = (f: string) => {
      if (firstLoad.has(f)) return;
      firstLoad.add(f);
      for (const imp of metafile.outputs[f]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
    };
    visit(file);
    byPage[name] = { entry: `/${rel(file)}`, firstLoad: [...firstLoad].map(rel) };
  }
  return byPage;
}
