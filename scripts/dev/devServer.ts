import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch } from 'chokidar';
import type { BuildOptions } from '../../src/prerender/buildSite';
import { BundleMemo } from '../../src/prerender/bundleMemo';
import { previewHandler } from '../previewServer';
import { clientBundle, withReloadClient } from './clientBundle';
import { EventChannel } from './eventChannel';
import { CLIENT_PATH, EVENTS_PATH, type DevEvent } from './protocol';
import { RebuildQueue } from './rebuildQueue';

export interface DevServerOptions {
  /** The project: its src/ and public/ are watched, its .build-cache/ reused. */
  root: string;
  contentDir?: string;
  distDir?: string;
  origin?: string;
  port: number;
  host?: string;
  /** Builds the site into `options.distDir`; `changed` lists the files changed since the last build. */
  build: (options: BuildOptions, changed: string[]) => Promise<unknown>;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the site, serves dist/ by the bucket's rules with a reload client in each page, and
 * rebuilds on every change under content/, src/ and public/. A failed build is reported in the
 * terminal and over the open pages, and the last good dist/ stays served.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root, log = console.log } = options;
  const contentDir = options.contentDir ?? path.join(root, 'content');
  const distDir = options.distDir ?? path.join(root, 'dist');
  let build = 0;
  let failure: string | undefined;
  const state = (): DevEvent[] => [{ type: 'built', build }, ...(failure ? [{ type: 'build-error', message: failure } as const] : [])];
  const channel = new EventChannel(state);
  const client = await clientBundle();
  // The staff's editor is not reloaded: a save there changes content/, and a reload would lose what is being typed.
  const site = previewHandler(distDir, { rewriteHtml: (html, key) => (key.startsWith('admin/') ? html : withReloadClient(html, build)) });

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://dev');
    if (url.pathname === EVENTS_PATH) return channel.connect(request, response);
    if (url.pathname === CLIENT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
      return;
    }
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(withReloadClient('<!doctype html><html lang="pt-BR"><head><title>Construindo…</title></head><body><p>Construindo o site…</p></body></html>', build));
      return;
    }
    site(request, response);
  });

  const warned = new Set<string>();
  const buildLog = (line: string) => {
    if (!warned.has(line)) log(line);
    warned.add(line);
  };
  const bundles = new BundleMemo(path.join(root, '.build-cache', 'dev'));
  const sourceDir = path.join(root, 'src') + path.sep;
  const queue = new RebuildQueue(async (changed) => {
    const started = Date.now();
    if (changed.some((file) => path.resolve(file).startsWith(sourceDir))) bundles.sourcesChanged();
    try {
      await options.build({ root, contentDir, distDir, origin: options.origin, log: buildLog, bundles }, changed);
      build += 1;
      failure = undefined;
      log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s${changed.length ? ` (${changed.map((file) => path.relative(root, file)).join(', ')})` : ''}`);
      channel.send({ type: 'built', build });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      log(`build failed, still serving the last good build:\n${failure}`);
      channel.send({ type: 'build-error', message: failure });
    }
  });

  const watcher = watch([contentDir, path.join(root, 'src'), path.join(root, 'public')], {
    ignoreInitial: true,
    // Editors' swap and backup files are not content.
    ignored: (file) => /(^|[/\\])\.[^/\\]*\.sw[a-p]$|~$/.test(file),
  });
  watcher.on('all', (_event, file) => queue.changed(file));
  watcher.on('error', (error) => log(`watcher: ${String(error)}`));
  await new Promise<void>((resolve) => watcher.once('ready', resolve));

  await listen(server, options.port, options.host ?? '127.0.0.1');
  queue.changed();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}/`,
    close: async () => {
      await watcher.close();
      bundles.sourcesChanged();
      channel.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
