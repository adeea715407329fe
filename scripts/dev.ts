import path from 'node:path';
import { startDevServer } from './dev/devServer';
import { startEditorBackend } from './dev/editorBackend';
import { freshBuildSite } from './dev/freshBuildSite';
import { contentDirFrom } from '../src/content/contentDir';
import { editorBackendFrom } from '../src/editor/editorConfig';

const root = path.resolve(__dirname, '..');
const buildSite = freshBuildSite(root);

async function start() {
  // The settings `npm run build` takes (build.ts); a CONTENT_DIR that is not there stops it before it serves anything.
  const contentDir = contentDirFrom(process.env.CONTENT_DIR);
  const editor = editorBackendFrom(process.env);
  // The editor's paths are content/…, under the folder that holds content/: the checkout, or CONTENT_DIR's parent.
  const backend = await startEditorBackend({ root, repoDir: contentDir ? path.dirname(contentDir) : root, port: editor.localBackendPort });
  const server = await startDevServer({
    root,
    contentDir,
    distDir: process.env.DIST_DIR && path.resolve(process.env.DIST_DIR),
    origin: process.env.SITE_ORIGIN,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    build: (options, changed) => buildSite(changed)({ ...options, editor }),
  });
  console.log(`dev server at ${server.url}: rebuilds and reloads on every change to content/, src/ and public/ (Ctrl+C to stop)`);
  console.log(`the editor at ${server.url}admin/ edits this checkout's content/ (saved as files: review and commit them)`);
  const stop = () => void Promise.all([backend.close(), server.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error: unknown) => {
  console.error(`the dev server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
