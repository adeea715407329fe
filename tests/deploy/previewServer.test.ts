import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer } from '../../scripts/previewServer';
import { EXPECTED_HEADERS } from './support/expectedHeaders';
import { siteFiles, writeSite } from './support/fixtureSite';
import { httpRequest, type RawResponse } from './support/httpRequest';
import { runDeploy } from './support/runDeploy';
import { startS3Server, type S3TestServer } from './support/s3Server';

let workDir: string;
let preview: Server;
let s3: S3TestServer;
const previewGet = (urlPath: string, options?: Parameters<typeof httpRequest>[2]) => httpRequest((preview.address() as AddressInfo).port, urlPath, options);

const SERVED_HEADERS = ['content-type', 'cache-control', 'content-encoding', 'etag'] as const;
const servedHeaders = (response: RawResponse) => Object.fromEntries(SERVED_HEADERS.map((name) => [name, response.headers[name]]));

// The same fixture site is served by the preview and deployed to s3rver, so every answer of
// the preview can be compared with the bucket's. Requests send no Accept-Encoding: like a
// bucket, the preview sends text gzipped whatever the client says.
beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-preview-'));
  const dist = path.join(workDir, 'dist');
  writeSite(dist, 1);
  fs.writeFileSync(path.join(workDir, 'secret.txt'), 'outside the site');
  preview = await startPreviewServer(dist, 0);
  s3 = await startS3Server();
  const run = await runDeploy([], { endpoint: s3.endpoint, distDir: dist });
  expect(run.code, run.err).toBe(0);
});

afterAll(async () => {
  await new Promise<void>((resolve) => preview?.close(() => resolve()));
  await s3?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the local preview serves what the bucket will', () => {
  it('every file: the same bytes and the same Content-Type, Cache-Control, Content-Encoding and ETag as the bucket', async () => {
    for (const key of Object.keys(siteFiles(1))) {
      const [local, bucket] = await Promise.all([previewGet(`/${key}`), s3.website(`/${key}`)]);
      expect([local.status, bucket.status], key).toEqual([200, 200]);
      expect(local.body.equals(bucket.body), key).toBe(true);
      expect(servedHeaders(local), key).toEqual(servedHeaders(bucket));
      const [contentType, cacheControl, contentEncoding] = EXPECTED_HEADERS[key]!;
      expect([local.headers['content-type'], local.headers['cache-control'], local.headers['content-encoding']], key).toEqual([contentType, cacheControl, contentEncoding]);
    }
  });

  it('folders: index.html for /, /toldos/ and /contato/, and /toldos redirected to /toldos/', async () => {
    for (const route of ['/', '/toldos/', '/contato/']) {
      const [local, bucket] = await Promise.all([previewGet(route), s3.website(route)]);
      expect(local.status, route).toBe(200);
      expect(local.body.equals(bucket.body), route).toBe(true);
    }
    const [local, bucket] = await Promise.all([previewGet('/toldos'), s3.website('/toldos')]);
    expect([local.status, local.headers.location]).toEqual([302, '/toldos/']);
    expect([bucket.status, bucket.headers.location]).toEqual([302, '/toldos/']);
  });

  it('an unknown path: the 404 page with status 404, the same bytes as the bucket', async () => {
    for (const unknown of ['/nao-existe', '/assets/app-000000.js', '/toldos/nada/']) {
      const [local, bucket] = await Promise.all([previewGet(unknown), s3.website(unknown)]);
      expect([local.status, bucket.status], unknown).toEqual([404, 404]);
      expect(local.body.equals(bucket.body), unknown).toBe(true);
      // s3rver leaves Content-Encoding off its error document; S3 sends the one stored with it.
      expect(local.headers['content-encoding'], unknown).toBe('gzip');
      expect(gunzipSync(local.body).toString(), unknown).toBe(siteFiles(1)['404.html']);
    }
  });

  it('HEAD, If-None-Match and Range requests, as the bucket answers them', async () => {
    const get = await previewGet('/');
    const head = await previewGet('/', { method: 'HEAD' });
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, String(get.body.length)]);
    expect(servedHeaders(head)).toEqual(servedHeaders(get));

    const revalidated = await previewGet('/', { headers: { 'If-None-Match': get.headers.etag } });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);

    const range = { headers: { Range: 'bytes=100-1123' } };
    const [local, bucket] = await Promise.all([previewGet('/galeria/toldos/foto-1.webp', range), s3.website('/galeria/toldos/foto-1.webp')]);
    expect(local.status).toBe(206);
    expect(local.headers['content-range']).toBe(`bytes 100-1123/${bucket.body.length}`);
    expect(local.body.equals(bucket.body.subarray(100, 1124))).toBe(true);
  });

  it('never serves a file from outside the site, and only answers GET and HEAD', async () => {
    for (const escape of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/toldos/..%2f..%2fsecret.txt']) {
      const response = await previewGet(escape);
      expect(response.status, escape).toBe(404);
      expect(gunzipSync(response.body).toString(), escape).toBe(siteFiles(1)['404.html']);
    }
    expect((await previewGet('/', { method: 'POST' })).status).toBe(405);
  });
});
