// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/prerender/buildSite';
import { startDevServer, type DevServer } from '../../scripts/dev/devServer';
import { CLIENT_PATH, DEV_PATH, EVENTS_PATH, type DevEvent } from '../../scripts/dev/protocol';
import { copyOfContent, editJson, productWith, publishedAddress, realContent, ROOT, tempDir } from './support/content';

/** The dev server's event stream, as a queue of events a test waits on. */
function eventStream(url: string) {
  const seen: DevEvent[] = [];
  const waiters: Array<() => void> = [];
  const request = http.get(url, (response) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data) seen.push(JSON.parse(data) as DevEvent);
        for (const wake of waiters.splice(0)) wake();
      }
    });
  });
  return {
    /** Resolves with the first event from now on that `match` accepts. */
    async next<T extends DevEvent>(match: (event: DevEvent) => event is T, from = seen.length): Promise<T> {
      for (;;) {
        const found = seen.slice(from).find(match);
        if (found) return found;
        await new Promise<void>((wake) => waiters.push(wake));
      }
    },
    get count() {
      return seen.length;
    },
    close: () => request.destroy(),
  };
}

const isBuilt = (event: DevEvent): event is Extract<DevEvent, { type: 'built' }> => event.type === 'built';
const isError = (event: DevEvent): event is Extract<DevEvent, { type: 'build-error' }> => event.type === 'build-error';
const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
};

let contentDir: string;
let server: DevServer;
let events: ReturnType<typeof eventStream>;
beforeAll(async () => {
  contentDir = copyOfContent();
  server = await startDevServer({
    root: ROOT,
    contentDir,
    distDir: path.join(tempDir('dev'), 'dist'),
    port: 0,
    build: (options) => buildSite(options),
    log: () => {},
  });
  events = eventStream(new URL(EVENTS_PATH, server.url).href);
  await events.next((event): event is Extract<DevEvent, { type: 'built' }> => isBuilt(event) && event.build >= 1, 0);
});
afterAll(async () => {
  events?.close();
  await server?.close();
});

describe('npm run dev', () => {
  it('serves the built pages by the bucket rules, each with the reload client', async () => {
    const home = await page(server.url);
    expect(home.status).toBe(200);
    expect(home.html).toContain(`<script src="${CLIENT_PATH}?build=`);
    expect((await page(new URL('/pagina-que-nao-existe/', server.url).href)).status).toBe(404);
    const client = await page(new URL(CLIENT_PATH, server.url).href);
    expect(client.html).toContain(DEV_PATH);
    expect(client.html).toContain('new EventSource');
  });

  it('serves the staff\'s editor without the reload client: a save there must not reload what is being typed', async () => {
    const editor = await page(new URL('/admin/', server.url).href);
    expect(editor.status).toBe(200);
    expect(editor.html).toContain('/admin/decap-cms.js');
    expect(editor.html).not.toContain(CLIENT_PATH);
  });

  it('rebuilds when a content file changes and tells the open pages to reload', async () => {
    const from = events.count;
    editJson(contentDir, 'site.json', (site) => {
      site.company.tagline = 'Tagline mudada no teste';
    });
    const built = await events.next(isBuilt, from);
    expect(built.build).toBeGreaterThan(1);
    expect((await page(server.url)).html).toContain('Tagline mudada no teste');
  });

  it('publishes a gallery photo saved again under the same name as the new picture', async () => {
    const content = await realContent();
    const product = productWith(content, 'has a photo in its gallery', (p) => p.media.some((item) => item.tipo === 'image'));
    const photo = product.media.find((item) => item.tipo === 'image')!;
    const other = content.products.flatMap((p) => p.media).find((item) => item.tipo === 'image' && !item.file.startsWith(`galeria/${product.galleryFolder}/`));
    if (!other) throw new Error('content/ needs photos in two gallery folders for this test');
    const before = publishedAddress(product, photo);
    expect((await page(new URL(before, server.url).href)).status).toBe(200);
    const from = events.count;
    fs.copyFileSync(path.join(contentDir, other.file), path.join(contentDir, photo.file));
    await events.next(isBuilt, from);
    expect((await page(new URL(before, server.url).href)).status).toBe(404);
    // The other photo's bytes, now in this folder: published where those bytes belong there.
    const after = publishedAddress(product, { tipo: 'image', file: other.file });
    expect((await page(new URL(after, server.url).href)).status).toBe(200);
  });

  it('reports broken content to the pages and keeps serving the last good build', async () => {
    const good = events.count;
    editJson(contentDir, 'site.json', (site) => {
      site.company.tagline = 'A última versão boa';
    });
    await events.next(isBuilt, good);
    const from = events.count;
    fs.writeFileSync(path.join(contentDir, 'site.json'), '{ "company": ');
    const failed = await events.next(isError, from);
    expect(failed.message).toContain('content/site.json');
    const home = await page(server.url);
    expect(home.status).toBe(200);
    expect(home.html).toContain('A última versão boa');
    // A page opened now learns of the failure as it connects.
    const late = eventStream(new URL(EVENTS_PATH, server.url).href);
    expect((await late.next(isError)).message).toBe(failed.message);
    late.close();
  });
});
