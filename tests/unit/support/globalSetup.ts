import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../../src/prerender/buildSite';
import { ROOT, tempDir } from './content';
import { TEST_ORIGIN } from './testOrigin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real content built once, with the test origin, for every unit test that reads the output. */
    builtDist: string;
  }
}

/**
 * Builds the real content once for the whole unit run: every test file that reads the output
 * reads this one (through buildOnce()), where each building its own copy cost a build apiece.
 */
export default async function setup(project: TestProject) {
  const parent = tempDir('built');
  const dist = path.join(parent, 'dist');
  await buildSite({ root: ROOT, distDir: dist, origin: TEST_ORIGIN, log: () => {} });
  project.provide('builtDist', dist);
  return () => fs.rmSync(parent, { recursive: true, force: true });
}
