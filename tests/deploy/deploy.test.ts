import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPECTED_HEADERS } from './support/expectedHeaders';
import { referencedKeys, siteFiles, writeSite, type Version } from './support/fixtureSite';
import type { RawResponse } from './support/httpRequest';
import { runDeploy } from './support/runDeploy';
import { startS3Server, writes, type S3TestServer } from './support/s3Server';

const running: S3TestServer[] = [];
const tempDirs: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function s3Server(directory?: string): Promise<S3TestServer> {
  const server = await startS3Server(directory);
  running.push(server);
  return server;
}

function tempDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-dist-'));
  tempDirs.push(dir);
  return dir;
}

/** A bucket serving v1 of the fixture site, the dist/ it came from, and an empty request log. */
async function bucketServingV1(): Promise<{ s3: S3TestServer; dist: string }> {
  const s3 = await s3Server();
  const dist = tempDist();
  writeSite(dist, 1);
  const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
  expect(run.code, run.err).toBe(0);
  s3.requests.length = 0;
  return { s3, dist };
}

const decoded = (response: RawResponse) => (response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body);
const asBuffer = (data: string | Buffer) => (typeof data === 'string' ? Buffer.from(data) : data);

/** Pages in the bucket that name an object (asset, media or page) the bucket does not hold. */
async function missingReferences(s3: S3TestServer): Promise<string[]> {
  const keys = new Set(await s3.keys());
  const missing: string[] = [];
  for (const key of keys) {
    if (!key.endsWith('.html')) continue;
    for (const ref of referencedKeys((await s3.storedText(key)) ?? '')) if (!keys.has(ref)) missing.push(`${key} -> ${ref}`);
  }
  return missing;
}

/** Every file of `version` is served through the website endpoint with exactly its bytes. */
async function expectServes(s3: S3TestServer, version: Version): Promise<void> {
  for (const [key, data] of Object.entries(siteFiles(version))) {
    const response = await s3.website(`/${key}`);
    expect(response.status, key).toBe(200);
    expect(decoded(response).equals(asBuffer(data)), key).toBe(true);
  }
  expect(await s3.keys()).toEqual(Object.keys(siteFiles(version)).sort());
}

describe('npm run deploy, against s3rver on 127.0.0.1', () => {
  it('publishes every file with its Content-Type, Cache-Control and Content-Encoding', async () => {
    const { s3 } = await bucketServingV1();
    for (const [key, data] of Object.entries(siteFiles(1))) {
      const response = await s3.website(`/${key}`);
      const [contentType, cacheControl, contentEncoding] = EXPECTED_HEADERS[key]!;
      expect(response.status, key).toBe(200);
      expect(response.headers['content-type'], key).toBe(contentType);
      expect(response.headers['cache-control'], key).toBe(cacheControl);
      expect(response.headers['content-encoding'], key).toBe(contentEncoding);
      expect(decoded(response).equals(asBuffer(data)), key).toBe(true);
    }
  });

  it('serves the site through the website endpoint: folders, the trailing-slash redirect and the 404 page', async () => {
    const { s3 } = await bucketServingV1();
    const files = siteFiles(1);
    for (const [route, key] of [['/', 'index.html'], ['/toldos/', 'toldos/index.html'], ['/contato/', 'contato/index.html']] as const) {
      const response = await s3.website(route);
      expect(response.status, route).toBe(200);
      expect(decoded(response).toString(), route).toBe(files[key]);
    }

    const redirect = await s3.website('/toldos');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/toldos/');

    for (const unknown of ['/nao-existe', '/assets/app-000000.js', '/toldos/nada/']) {
      const response = await s3.website(unknown);
      expect(response.status, unknown).toBe(404);
      // s3rver serves the error document's stored bytes but, unlike S3, without its
      // Content-Encoding header; the bytes are the gzipped 404 page the deploy uploaded.
      expect(gunzipSync(response.body).toString(), unknown).toBe(files['404.html']);
    }
  });

  it('a second deploy uploads only what changed, assets before pages, deletes stale objects last, and no page ever misses what it names', async () => {
    const { s3, dist } = await bucketServingV1();
    writeSite(dist, 2);
    const checks: string[] = [];
    const problems: string[] = [];
    // The store applies one request at a time; before each write, inspect what it holds then.
    s3.beforeWrite = async (request) => {
      checks.push(`${request.method} ${request.key}`);
      for (const missing of await missingReferences(s3)) problems.push(`before ${request.method} ${request.key}: ${missing}`);
      const keys = new Set(await s3.keys());
      for (const page of ['index.html', 'toldos/index.html', '404.html']) if (!keys.has(page)) problems.push(`before ${request.method} ${request.key}: ${page} is gone`);
    };

    const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
    expect(run.code, run.err).toBe(0);
    expect(problems).toEqual([]);
    expect(await missingReferences(s3)).toEqual([]);

    const written = writes(s3.requests).map((r) => `${r.method} ${r.key}`);
    expect(checks).toEqual(written);
    expect([...written].sort()).toEqual(
      [
        'PUT assets/app-DEF456.js',
        'PUT index.html',
        'PUT produtos/index.html',
        'PUT sitemap.xml',
        'PUT toldos/index.html',
        'DELETE assets/app-ABC123.js',
        'DELETE contato/index.html',
      ].sort(),
    );
    const position = (request: string) => written.indexOf(request);
    const lastPut = Math.max(...written.filter((r) => r.startsWith('PUT')).map(position));
    const firstDelete = Math.min(...written.filter((r) => r.startsWith('DELETE')).map(position));
    expect(lastPut).toBeLessThan(firstDelete);
    // The stale page goes before the stale asset it names.
    expect(position('DELETE contato/index.html')).toBeLessThan(position('DELETE assets/app-ABC123.js'));
    for (const page of ['PUT index.html', 'PUT toldos/index.html', 'PUT produtos/index.html']) expect(position('PUT assets/app-DEF456.js')).toBeLessThan(position(page));
    // The new page is in place before the changed pages that link to it.
    for (const page of ['PUT index.html', 'PUT toldos/index.html']) expect(position('PUT produtos/index.html')).toBeLessThan(position(page));

    for (const unchanged of ['assets/styles-1a2b3c4d5e.css', 'galeria/toldos/foto-1.webp', 'favicon.ico', 'og-image.jpg', 'icon.svg', 'robots.txt', '404.html']) {
      expect(run.out).toContain(`\n  ${unchanged}\n`);
    }
    expect(run.out).toMatch(/^skip 7 unchanged/m);

    await expectServes(s3, 2);
    expect((await s3.website('/assets/app-ABC123.js')).status).toBe(404);
    expect((await s3.website('/contato/')).status).toBe(404);
  });

  it('deploying the same site again uploads and deletes nothing', async () => {
    const { s3, dist } = await bucketServingV1();
    const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
    expect(run.code, run.err).toBe(0);
    expect(writes(s3.requests)).toEqual([]);
    expect(run.out).toMatch(/^upload 0 /m);
    expect(run.out).toMatch(/^skip 12 unchanged/m);
  });

  it('--dry-run prints every upload with its headers and every deletion, and changes nothing', async () => {
    const { s3, dist } = await bucketServingV1();
    writeSite(dist, 2);
    const run = await runDeploy(['--dry-run'], { endpoint: s3.endpoint, distDir: dist });
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(
      /assets +new +assets\/app-DEF456\.js \(.+\) \| Content-Type: text\/javascript; charset=utf-8 \| Cache-Control: public, max-age=31536000, immutable \| Content-Encoding: gzip/,
    );
    expect(run.out).toMatch(/new-pages +new +produtos\/index\.html .*\| Cache-Control: no-cache \| Content-Encoding: gzip/);
    expect(run.out).toMatch(/^delete 2 stale, after every upload succeeded:\n {2}pages +contato\/index\.html\n {2}assets +assets\/app-ABC123\.js$/m);
    expect(run.out).toContain('dry run: nothing was uploaded or deleted.');
    expect(writes(s3.requests)).toEqual([]);
    await expectServes(s3, 1);
  });

  it.each([
    ['an asset', 'assets/app-DEF456.js'],
    ['a page', 'toldos/index.html'],
  ])('a refused upload of %s stops the deploy with a clear message, deletes nothing, and leaves every page whole', async (_, refusedKey) => {
    const { s3, dist } = await bucketServingV1();
    writeSite(dist, 2);
    s3.refuse = (request) => request.method === 'PUT' && request.key === refusedKey;

    const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
    expect(run.code).toBe(1);
    expect(run.err).not.toContain('\n');
    expect(run.err).toContain(`uploading ${refusedKey}`);
    expect(run.err).toContain('AccessDenied');
    expect(run.err).toContain('s3:PutObject');
    expect(run.err).toContain('Nothing was deleted');
    const written = writes(s3.requests);
    expect(written.filter((r) => r.method !== 'PUT')).toEqual([]);
    // A refused asset stops the deploy before any page is touched.
    if (refusedKey.startsWith('assets/')) expect(written.filter((r) => r.key.endsWith('.html'))).toEqual([]);

    s3.refuse = undefined;
    const v1 = siteFiles(1);
    const keys = await s3.keys();
    for (const key of Object.keys(v1)) expect(keys, key).toContain(key);
    if (refusedKey in v1) expect(decoded(await s3.website(`/${refusedKey}`)).equals(asBuffer(v1[refusedKey]!))).toBe(true);
    expect(await missingReferences(s3)).toEqual([]);
  });

  it('a wrong access key gives a clear message, a non-zero exit, and writes nothing', async () => {
    const { s3, dist } = await bucketServingV1();
    writeSite(dist, 2);
    const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist, accessKey: 'NOT-A-KEY' });
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^Deploy failed while listing bucket "orla-site": .*does not know this access key\. Check AWS_ACCESS_KEY_ID\.$/);
    expect(writes(s3.requests)).toEqual([]);
    await expectServes(s3, 1);
  });

  it('a store that stops mid-deploy gives a clear message and a non-zero exit, and the old site is whole when it is back', async () => {
    const { s3, dist } = await bucketServingV1();
    writeSite(dist, 2);
    let stopping: Promise<void> | undefined;
    s3.beforeWrite = async () => {
      stopping ??= s3.stop({ keepData: true });
      throw new Error('the store went down');
    };

    const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
    await stopping;
    expect(run.code).toBe(1);
    expect(run.err).toContain(`could not reach the store at ${s3.endpoint}`);
    expect(run.err).toContain('Check DEPLOY_ENDPOINT and that the store is running');
    expect(run.err).toContain('Nothing was deleted');

    const back = await s3Server(s3.directory);
    await expectServes(back, 1);
    expect(await missingReferences(back)).toEqual([]);
  });

  it('nothing listening at the endpoint: a clear message and a non-zero exit', async () => {
    const s3 = await s3Server();
    await s3.stop();
    const dist = tempDist();
    writeSite(dist, 1);
    const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^Deploy failed while listing bucket "orla-site": could not reach the store at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\./);
  });

  it('missing or wrong settings: one message naming each, a non-zero exit, and no request to the store', async () => {
    const s3 = await s3Server();
    const dist = tempDist();
    writeSite(dist, 1);

    const missing = await runDeploy([], { endpoint: s3.endpoint, distDir: dist }, { DEPLOY_BUCKET: undefined, DEPLOY_REGION: undefined });
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^The deploy is not configured: DEPLOY_BUCKET is not set .*; DEPLOY_REGION \(or AWS_REGION\) is not set .*nothing was uploaded or deleted\.$/);

    const wrong = await runDeploy([], { endpoint: 'ftp://127.0.0.1', distDir: dist }, { DEPLOY_BUCKET: 'Orla_Site' });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('DEPLOY_BUCKET "Orla_Site" is not a valid bucket name');
    expect(wrong.err).toContain('DEPLOY_ENDPOINT "ftp://127.0.0.1" is not an http:// or https:// address');

    const noBucket = await runDeploy([], { endpoint: s3.endpoint, distDir: dist }, { DEPLOY_BUCKET: 'no-such-bucket' });
    expect(noBucket.code).toBe(1);
    expect(noBucket.err).toContain('bucket "no-such-bucket" does not exist at the store at');
    expect(noBucket.err).toContain('Check DEPLOY_BUCKET and DEPLOY_ENDPOINT');

    const notBuilt = await runDeploy([], { endpoint: s3.endpoint, distDir: path.join(dist, 'nada') });
    expect(notBuilt.code).toBe(1);
    expect(notBuilt.err).toContain('is not a built site (index.html and 404.html missing): run npm run build first');

    expect(writes(s3.requests)).toEqual([]);
  });

  it('no credentials anywhere: a message saying which to set', async () => {
    const s3 = await s3Server();
    const dist = tempDist();
    writeSite(dist, 1);
    const nowhere = path.join(dist, 'no-aws-config');
    const run = await runDeploy(
      [],
      { endpoint: s3.endpoint, distDir: dist },
      {
        AWS_ACCESS_KEY_ID: undefined,
        AWS_SECRET_ACCESS_KEY: undefined,
        AWS_SHARED_CREDENTIALS_FILE: nowhere,
        AWS_CONFIG_FILE: nowhere,
        AWS_WEB_IDENTITY_TOKEN_FILE: undefined,
        AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: undefined,
        AWS_CONTAINER_CREDENTIALS_FULL_URI: undefined,
      },
    );
    expect(run.code).toBe(1);
    expect(run.err).toContain('no credentials were found. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)');
    expect(s3.requests).toEqual([]);
  });
});
