import path from 'node:path';
import { startPreviewServer } from './previewServer';

const port = Number(process.env.PORT ?? 8080);
const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../dist'));
startPreviewServer(dist, port, '0.0.0.0').then(() => {
  console.log(`Serving dist/ as the bucket will at http://localhost:${port}/ (Ctrl+C to stop)`);
});
