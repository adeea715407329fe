import path from 'node:path';
import { startDevServer } from './dev/devServer';
import { freshBuildSite } from './dev/freshBuildSite';
import { contentDirFrom } from '../src/content/contentDir';

const root = path.resolve(__dirname, '..');
const buildSite = freshBuildSite(root);

async function start() {
  // The settings `npm run build` takes (build.ts); a CONTENT_DIR that is not there stops it before it serves anything.
  const server = await startDevServer({
    root,
    contentDir: contentDirFrom(process.env.CONTENT_DIR),
    distDir: process.env.DIST_DIR && path.resolve(process.env.DIST_DIR),
    origin: process.env.SITE_ORIGIN,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    build: (options, changed) => buildSite(changed)(options),
  });
  console.log(`dev server at ${server.url}: rebuilds and reloads on every change to content/, src/ and public/ (Ctrl+C to stop)`);
}

start().catch((error: unknown) => {
  console.error(`the dev server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
