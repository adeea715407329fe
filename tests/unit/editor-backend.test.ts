// @vitest-environment node
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEditorBackend } from '../../scripts/dev/editorBackend';
import { ROOT, tempDir } from './support/content';

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const call = async (url: string, action: string, params: Record<string, unknown>) =>
  (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params }) })).json();

describe('the editor\'s local backend that npm run dev starts (decap-server)', () => {
  it('reads and writes the files of the checkout it is given, and stops with the dev server', async () => {
    const repo = tempDir('repo');
    fs.mkdirSync(path.join(repo, 'content'));
    fs.writeFileSync(path.join(repo, 'content', 'hero.json'), '{"headline": "Antes"}\n');
    const backend = await startEditorBackend({ root: ROOT, repoDir: repo, port: await freePort(), log: () => {} });
    try {
      const [entry] = await call(backend.url, 'entriesByFiles', { branch: 'main', files: [{ path: 'content/hero.json' }] });
      expect(JSON.parse(entry.data)).toEqual({ headline: 'Antes' });
      await call(backend.url, 'persistEntry', {
        branch: 'main',
        entry: { slug: 'hero', path: 'content/hero.json', raw: '{"headline": "Depois"}\n' },
        assets: [],
        options: { commitMessage: 'hero', useWorkflow: false, status: 'draft' },
      });
      expect(fs.readFileSync(path.join(repo, 'content', 'hero.json'), 'utf8')).toBe('{"headline": "Depois"}\n');
      // Nothing outside the checkout.
      const outside = await fetch(backend.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: '../../etc/passwd' } }) });
      expect(outside.status).toBe(422);
    } finally {
      await backend.close();
    }
    await expect(fetch(backend.url, { method: 'POST' })).rejects.toThrow();
  });

  it('says which port to change when its own is taken', async () => {
    const port = await freePort();
    const taken = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    try {
      await expect(startEditorBackend({ root: ROOT, repoDir: tempDir('repo'), port, log: () => {} })).rejects.toThrow(/port \d+ is taken .* Set EDITOR_PORT to another/);
    } finally {
      taken.close();
    }
  });
});
