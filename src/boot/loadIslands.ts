import type { IslandsOptions } from '../shared/bootOptions';

/** Runs the page's island entry, which decides when each island's code is fetched and run. */
export async function loadIslands(entry: string, options: IslandsOptions): Promise<void> {
  const module: { default: (options: IslandsOptions) => void } = await import(/* @vite-ignore */ entry);
  module.default(options);
}
