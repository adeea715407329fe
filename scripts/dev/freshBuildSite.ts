import path from 'node:path';
import type { buildSite } from '../../src/prerender/buildSite';

/**
 * `buildSite`, loaded anew when a module it runs (the build, the content schema…) has changed, so an
 * edit to the build itself applies without restarting the dev server. Pages and islands need none
 * of this: the build bundles them afresh each time.
 */
export function freshBuildSite(root: string): (changed: string[]) => typeof buildSite {
  const sourceDir = path.join(root, 'src') + path.sep;
  return (changed) => {
    if (changed.some((file) => require.cache[path.resolve(file)])) {
      for (const loaded of Object.keys(require.cache)) if (loaded.startsWith(sourceDir)) delete require.cache[loaded];
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../../src/prerender/buildSite') as typeof import('../../src/prerender/buildSite')).buildSite;
  };
}
