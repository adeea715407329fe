import path from 'node:path';
import { startDevServer } from './dev/devServer';
import { freshBuildSite } from './dev/freshBuildSite';

const root = path.resolve(__dirname, '..');
const buildSite = freshBuildSite(root);

startDevServer({
  root,
  contentDir: process.env.CONTENT_DIR && path.resolve(process.env.CONTENT_DIR),
  distDir: process.env.DIST_DIR && path.resolve(process.env.DIST_DIR),
  origin: process.env.SITE_ORIGIN,
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  build: (options, changed) => buildSite(changed)(options),
}).then(
  (server) => console.log(`dev server at ${server.url}: rebuilds and reloads on every change to content/, src/ and public/ (Ctrl+C to stop)`),
  (error: unknown) => {
    console.error(`the dev server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
