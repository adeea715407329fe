/**
 * `npm run bench:navigation`: serves the existing dist/ (build it first) and prints the navigation
 * table. `BENCH_RUNS` sets the runs (default 3).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHROMIUM_PATH } from '../lighthouse/chromeFlags';
import { startPreviewServer } from '../previewServer';
import { formatNavigationTable, measureNavigation } from './navigation';

async function main() {
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../../dist'));
  const server = await startPreviewServer(dist, 0);
  try {
    const rows = await measureNavigation(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, CHROMIUM_PATH, {
      runs: Number(process.env.BENCH_RUNS ?? 3),
    });
    console.log(formatNavigationTable(rows));
  } finally {
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
