import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { unlessSupports } from '../islandBox/unlessSupports';
import type { HydrateStrategy } from '../shared/islandProps';
import { esbuildTargets } from './browserTargets';
import { styles } from './vanillaExtract';

export interface PageScripts {
  /** The URL the page's loader imports. */
  entry: string;
  /** Every file the entry pulls in before it runs (itself included), under dist/. */
  firstLoad: string[];
  /** React and the runtime's ./hydrateBox, which every island waits for, under dist/: prefetched at idle, run only when an island is due. */
  hydrationCode: string[];
}

const NAMESPACE = 'island-entry';

/**
 * Asks Chromium (136 and later; other browsers read a comment) to compile every function of a
 * chunk when the chunk arrives (a large one, React's, on the thread that streams it) instead of at
 * its first call. Without it a visitor's first tap paid for compiling React's event and update
 * paths: traced at the low tier, 39–75 ms of compiling around the tap. A chunk is compiled only
 * when it is imported, just before its code runs, so little of what it compiles goes unused.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The runtime module that brings React (imported by the entry only when an island is due). */
const HYDRATE_BOX = 'src/islands/runtime/hydrateBox.ts';

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
 * The entry holds only the runtime that decides when each island is due; every island's code,
 * and React with it, is a chunk fetched then (src/islands/runtime/startIslands.ts).
 */
export function entrySource(islands: PageIslands): string {
  const sources = Object.keys(islands).map((name) => {
    const condition = unlessSupports[name as keyof typeof unlessSupports];
    return `${name}: { load: () => import('./${name}/${name}').then((m) => m.${name})${condition ? `, unlessSupports: ${JSON.stringify(condition)}` : ''} }`;
  });
  return [
    "import { startIslands } from './runtime/startIslands';",
    `export default (options) => startIslands({ ${sources.join(', ')} }, options);`,
  ].join('\n') + '\n';
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
    target: esbuildTargets(),
    minify: true,
    jsx: 'automatic',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/shared-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    banner: { js: COMPILE_HINT },
    plugins: [pageEntries(pages, path.join(root, 'src/islands')), styles(false)],
    logLevel: 'warning',
  });
  return scriptsByPage(result.metafile, root, outdir);
}

function scriptsByPage(metafile: Metafile, root: string, outdir: string): Record<string, PageScripts> {
  const rel = (file: string) => path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/');
  const byPage: Record<string, PageScripts> = {};
  const hydrationChunk = Object.keys(metafile.outputs).find((f) => HYDRATE_BOX in metafile.outputs[f]!.inputs);
  if (!hydrationChunk) throw new Error(`bundleClient: no chunk holds ${HYDRATE_BOX}`);
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint?.startsWith(`${NAMESPACE}:`)) continue;
    const name = output.entryPoint.slice(NAMESPACE.length + 1);
    const firstLoad = reachable(metafile, file, ['import-statement']);
    const hydrationCode = [...reachable(metafile, hydrationChunk, ['import-statement'])].filter((f) => !firstLoad.has(f));
    byPage[name] = { entry: `/${rel(file)}`, firstLoad: [...firstLoad].map(rel), hydrationCode: hydrationCode.map(rel) };
  }
  return byPage;
}

/** `file` and every output it reaches through imports of the given kinds. */
function reachable(metafile: Metafile, file: string, kinds: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (f: string) => {
    if (found.has(f)) return;
    found.add(f);
    for (const imp of metafile.outputs[f]?.imports ?? []) if (kinds.includes(imp.kind)) visit(imp.path);
  };
  visit(file);
  return found;
}
