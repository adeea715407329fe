import type { Server } from 'node:http';
// http-server serves a folder as a bucket's website endpoint does: index.html per folder,
// `/toldos` redirected to `/toldos/`, and 404.html with status 404 for anything unknown.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const httpServer = require('http-server') as { createServer(options: object): { server: Server; listen(port: number, host: string, cb: () => void): void } };

export function startPreviewServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const app = httpServer.createServer({ root, cache: -1, showDir: false, autoIndex: false, showDotfiles: false, logFn: () => {} });
  return new Promise((resolve) => app.listen(port, host, () => resolve(app.server)));
}
