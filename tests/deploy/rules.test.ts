import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bucketObject } from '../../src/deploy/bucketObject';
import { cacheControlFor } from '../../src/deploy/cacheControl';
import { readDeployConfig } from '../../src/deploy/config';
import { contentTypeFor } from '../../src/deploy/contentTypes';
import { planDeploy } from '../../src/deploy/plan';
import type { RemoteObject } from '../../src/deploy/remoteObjects';
import { encodeForBucket } from '../../src/deploy/textCompression';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('what each file is uploaded as', () => {
  it('gives every file type the site uses its Content-Type', () => {
    const expected: Record<string, string> = {
      'index.html': 'text/html; charset=utf-8',
      'assets/styles-1a2b3c4d5e.css': 'text/css; charset=utf-8',
      'assets/Header-5FQ2LWBK.js': 'text/javascript; charset=utf-8',
      'icon.svg': 'image/svg+xml',
      'manifest.json': 'application/json; charset=utf-8',
      'site.webmanifest': 'application/manifest+json; charset=utf-8',
      'sitemap.xml': 'application/xml; charset=utf-8',
      'robots.txt': 'text/plain; charset=utf-8',
      'galeria/toldos/foto.webp': 'image/webp',
      'capas/hero.avif': 'image/avif',
      'og-image.jpg': 'image/jpeg',
      'foto.JPEG': 'image/jpeg',
      'icon-192.png': 'image/png',
      'galeria/toldos/video.mp4': 'video/mp4',
      'favicon.ico': 'image/x-icon',
      'assets/fraunces-latin-400-normal.woff2': 'font/woff2',
    };
    for (const [key, type] of Object.entries(expected)) expect(contentTypeFor(key), key).toBe(type);
    expect(contentTypeFor('LEIA-ME')).toBeUndefined();
    expect(contentTypeFor('notes.docx')).toBeUndefined();
    expect(() => bucketObject('notes.docx', Buffer.from('x'))).toThrow(/notes\.docx has a file type the deploy does not know.*src\/deploy\/contentTypes\.ts/);
  });

  it('caches content-hashed assets for a year and makes everything else revalidate', () => {
    for (const key of ['assets/app-ABC123.js', 'assets/Header-5FQ2LWBK.js', 'assets/shared-QWERTYUI.js', 'assets/styles-1a2b3c4d5e.css', 'galeria/toldos/foto-3f2a9c1b7d.webp']) {
      expect(cacheControlFor(key), key).toBe(IMMUTABLE);
    }
    for (const key of [
      'index.html',
      'toldos/index.html',
      '404.html',
      'favicon.ico',
      'robots.txt',
      'sitemap.xml',
      'og-image.jpg',
      'icon-192.png',
      'galeria/toldos/foto-1.webp',
      'galeria/toldos/obra-20240101.webp',
      'capas/cobertura-retratil.webp',
      'assets/fraunces-latin-400-normal.woff2',
      'assets/logo.svg',
    ]) {
      expect(cacheControlFor(key), key).toBe('no-cache');
    }
  });

  it('gzips text, byte-for-byte the same every time, and leaves media as it is', () => {
    const html = Buffer.from('<!doctype html><title>Orla</title>'.repeat(20));
    for (const key of ['index.html', 'a.css', 'a.js', 'icon.svg', 'a.json', 'sitemap.xml', 'robots.txt']) {
      const encoded = encodeForBucket(key, html);
      expect(encoded.contentEncoding, key).toBe('gzip');
      expect(gunzipSync(encoded.body).equals(html), key).toBe(true);
      expect(encodeForBucket(key, html).body.equals(encoded.body), key).toBe(true);
    }
    for (const key of ['foto.webp', 'hero.avif', 'og.jpg', 'icon.png', 'video.mp4', 'favicon.ico', 'font.woff2']) {
      expect(encodeForBucket(key, html), key).toEqual({ body: html });
    }
  });
});

describe('the deploy plan', () => {
  const object = (key: string, text = key) => bucketObject(key, Buffer.from(text));
  const stored = (o: ReturnType<typeof object>, overrides: Partial<NonNullable<RemoteObject['headers']>> = {}): RemoteObject => ({
    etag: o.md5,
    headers: { contentType: o.contentType, cacheControl: o.cacheControl, contentEncoding: o.contentEncoding, ...overrides },
  });

  it('uploads assets, then other files, then new pages, then changed pages; deletes stale pages before stale assets', () => {
    const local = ['index.html', 'produtos/index.html', 'galeria/foto.webp', 'assets/app-DEF456.js', 'robots.txt', 'assets/styles-1a2b3c4d5e.css'].map((key) => object(key));
    const [index, , , , robots, styles] = local;
    const remote = new Map<string, RemoteObject>([
      ['index.html', { etag: 'old' }],
      ['robots.txt', stored(robots!)],
      ['assets/styles-1a2b3c4d5e.css', stored(styles!)],
      ['assets/app-ABC123.js', { etag: 'old' }],
      ['contato/index.html', { etag: 'old' }],
      ['galeria/velha.webp', { etag: 'old' }],
    ]);
    const plan = planDeploy(local, remote);
    expect(plan.uploads.map((u) => [u.phase, u.reason, u.object.key])).toEqual([
      ['assets', 'new', 'assets/app-DEF456.js'],
      ['files', 'new', 'galeria/foto.webp'],
      ['new-pages', 'new', 'produtos/index.html'],
      ['pages', 'changed', 'index.html'],
    ]);
    expect(plan.unchanged).toEqual(['assets/styles-1a2b3c4d5e.css', 'robots.txt']);
    expect(plan.deletions).toEqual([
      { key: 'contato/index.html', phase: 'pages' },
      { key: 'galeria/velha.webp', phase: 'files' },
      { key: 'assets/app-ABC123.js', phase: 'assets' },
    ]);
    expect(index!.contentEncoding).toBe('gzip');
  });

  it('uploads again an object whose bytes match but whose headers do not', () => {
    const page = object('index.html');
    for (const headers of [{ cacheControl: 'max-age=600' }, { contentType: 'text/plain' }, { contentEncoding: undefined }]) {
      const plan = planDeploy([page], new Map([['index.html', stored(page, headers)]]));
      expect(plan.uploads.map((u) => u.reason), JSON.stringify(headers)).toEqual(['changed']);
    }
    expect(planDeploy([page], new Map([['index.html', stored(page)]])).unchanged).toEqual(['index.html']);
  });
});

describe('the deploy settings', () => {
  it('reads bucket, region, endpoint and dist from the environment', () => {
    expect(readDeployConfig({ DEPLOY_BUCKET: 'orla-site', AWS_REGION: 'sa-east-1', DIST_DIR: '/tmp/site' }, '/repo/dist')).toEqual({
      bucket: 'orla-site',
      region: 'sa-east-1',
      distDir: '/tmp/site',
    });
    expect(readDeployConfig({ DEPLOY_BUCKET: 'orla-site', DEPLOY_REGION: 'auto', AWS_REGION: 'sa-east-1', DEPLOY_ENDPOINT: 'https://s3.example.com/' }, '/repo/dist')).toEqual({
      bucket: 'orla-site',
      region: 'auto',
      endpoint: 'https://s3.example.com',
      distDir: '/repo/dist',
    });
  });

  it('names every missing or wrong setting in one message', () => {
    expect(() => readDeployConfig({}, '/repo/dist')).toThrow(/DEPLOY_BUCKET is not set.*DEPLOY_REGION \(or AWS_REGION\) is not set/);
    expect(() => readDeployConfig({ DEPLOY_BUCKET: 'a..b', DEPLOY_REGION: 'Sao Paulo', DEPLOY_ENDPOINT: 'localhost:9000' }, '/repo/dist')).toThrow(
      /DEPLOY_BUCKET "a\.\.b" is not a valid bucket name.*DEPLOY_REGION "Sao Paulo" is not a region name.*DEPLOY_ENDPOINT "localhost:9000" is not an http:\/\/ or https:\/\/ address/,
    );
  });
});
