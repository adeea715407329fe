import path from 'node:path';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The browsers that get the whole site, as `package.json`'s `browserslist` declares them: the one
 * list the build and the tests read. Older browsers get the core, what works without script.
 */
export function supportedBrowsers(root = ROOT): string[] {
  const query = browserslist.loadConfig({ path: root });
  if (!query) throw new Error(`${path.join(root, 'package.json')}: no "browserslist" entry (the browsers that get the whole site)`);
  return query;
}

let targets: string[] | undefined;

/** esbuild's `target` for those browsers, scripts and styles alike: the oldest version of each engine. */
export function esbuildTargets(): string[] {
  targets ??= browserslistToEsbuild(supportedBrowsers());
  return targets;
}
