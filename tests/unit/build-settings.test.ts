// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/ContentError';
import { siteOrigin } from '../../src/content/siteOrigin';
import { copyOfContent, editJson, ROOT, tempDir } from './support/content';

/** `npm run build` (build.ts) with `env` added, into a dist/ that holds a previous site: its exit code, its errors, and that dist/ afterwards. */
function build(env: Record<string, string>) {
  const dist = path.join(tempDir('settings'), 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), 'previous site');
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/ts-node'), [path.join(ROOT, 'build.ts')], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: dist, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr, dist: fs.readdirSync(dist), index: fs.readFileSync(path.join(dist, 'index.html'), 'utf8') };
}

describe('SITE_ORIGIN', () => {
  it.each([
    ['no scheme', 'www.orlaoutdoor.com.br'],
    ['a scheme that is not the web\'s', 'ftp://www.orlaoutdoor.com.br'],
    ['a host and port only', 'localhost:8080'],
    ['a path', 'https://www.orlaoutdoor.com.br/site/'],
    ['a query', 'https://www.orlaoutdoor.com.br/?utm=1'],
    ['a fragment', 'https://www.orlaoutdoor.com.br#topo'],
    ['not an address at all', 'orla outdoor'],
  ])('with %s stops the build, naming SITE_ORIGIN and showing a valid one', (_, value) => {
    let error: unknown;
    try {
      siteOrigin(value);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message.startsWith(`SITE_ORIGIN: "${value}" `), (error as Error).message).toBe(true);
    expect((error as Error).message).toContain('like SITE_ORIGIN=https://www.example.com.br');
  });

  it.each([
    ['https://www.orlaoutdoor.com.br', 'https://www.orlaoutdoor.com.br'],
    ['https://www.orlaoutdoor.com.br/', 'https://www.orlaoutdoor.com.br'],
    ['https://www.orlaoutdoor.com.br//', 'https://www.orlaoutdoor.com.br'],
    ['http://localhost:8080', 'http://localhost:8080'],
  ])('takes %s as %s', (value, origin) => {
    expect(siteOrigin(value)).toBe(origin);
  });

  it('unset or empty, leaves content/site.json\'s origin in place', () => {
    expect(siteOrigin(undefined)).toBeUndefined();
    expect(siteOrigin('')).toBeUndefined();
  });

  it('is checked by `npm run build` before anything is built: dist/ stays as it was', () => {
    const run = build({ SITE_ORIGIN: 'www.orlaoutdoor.com.br' });
    expect(run.stderr).toContain('SITE_ORIGIN: "www.orlaoutdoor.com.br" is not a site address');
    expect(run.stderr).toContain('build failed: dist/ was left as it was.');
    expect(run.status).toBe(1);
    expect([run.dist, run.index]).toEqual([['index.html'], 'previous site']);
  }, 120_000);
});

describe('CONTENT_DIR, as `npm run build`, `npm run dev` and `npm run captions` take it', () => {
  it('`npm run build` reads the content there', () => {
    const content = copyOfContent();
    editJson(content, 'products.json', (json) => delete json.products[0].titulo);
    const run = build({ CONTENT_DIR: content });
    expect(run.stderr).toContain('content/products.json: products[0].titulo:');
    expect(run.status).toBe(1);
    expect([run.dist, run.index]).toEqual([['index.html'], 'previous site']);
  }, 300_000);

  it('a folder that is not there stops the build, naming CONTENT_DIR', () => {
    const missing = path.join(tempDir('settings'), 'conteudo');
    const run = build({ CONTENT_DIR: missing });
    expect(run.stderr).toContain(`CONTENT_DIR: folder ${missing} does not exist`);
    expect(run.status).toBe(1);
    expect([run.dist, run.index]).toEqual([['index.html'], 'previous site']);
  }, 120_000);

  it('a folder that is not there stops `npm run dev` before it serves, naming CONTENT_DIR', () => {
    const missing = path.join(tempDir('settings'), 'conteudo');
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/ts-node'), [path.join(ROOT, 'scripts/dev.ts')], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: missing, DIST_DIR: path.join(tempDir('settings'), 'dist'), PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      // Were it to start serving instead, it would never exit.
      timeout: 60_000,
    });
    expect(run.stderr).toContain(`CONTENT_DIR: folder ${missing} does not exist`);
    expect(run.stdout).not.toContain('dev server at');
    expect(run.status).toBe(1);
  }, 120_000);

  it('a folder that is not there stops `npm run captions`, naming CONTENT_DIR', () => {
    const missing = path.join(tempDir('settings'), 'conteudo');
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/ts-node'), [path.join(ROOT, 'scripts/captions.ts')], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: missing },
      encoding: 'utf8',
    });
    expect(run.stderr).toContain(`CONTENT_DIR: folder ${missing} does not exist`);
    expect(run.status).toBe(1);
    expect(fs.existsSync(missing)).toBe(false);
  }, 120_000);
});
