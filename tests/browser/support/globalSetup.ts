import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreviewServer } from '../../../scripts/previewServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built site the tests are served, for tests that list its pages. */
    distDir: string;
  }
}

/** Serves the built dist/ the way the bucket will, for every browser test. */
export default async function setup(project: TestProject) {
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../../../dist'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} is not built: run \`npm run build\` first (\`npm test\` does).`);
  }
  const server = await startPreviewServer(dist, 0);
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('distDir', dist);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
