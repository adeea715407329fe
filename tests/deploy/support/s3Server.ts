import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { httpRequest, type RawResponse } from './httpRequest';

export const BUCKET = 'orla-site';
export const REGION = 'us-east-1';
/** s3rver's own keys; it checks only that the access key id exists. */
export const ACCESS_KEY = 'S3RVER';
export const SECRET_KEY = 'S3RVER';
// A reserved name that never leaves this machine: s3rver answers a request whose Host is
// `<bucket>.s3-website-<region>.<serviceEndpoint>` as the bucket's website endpoint would.
const SERVICE_ENDPOINT = 'test';
const WEBSITE_HOST = `${BUCKET}.s3-website-${REGION}.${SERVICE_ENDPOINT}`;
const WEBSITE_CONFIG = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
  <ErrorDocument><Key>404.html</Key></ErrorDocument>
</WebsiteConfiguration>`;

interface S3rverStore {
  listObjects(bucket: string, options: { prefix: string; maxKeys: number }): Promise<{ objects: Array<{ key: string }> }>;
  getObject(bucket: string, key: string): Promise<{ content: NodeJS.ReadableStream; metadata: Record<string, string> } | null>;
}
interface S3rverInstance {
  store: S3rverStore;
  configureBuckets(): Promise<void>;
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => S3rverInstance;

export interface LoggedRequest {
  method: string;
  /** The object key for object requests, '' for bucket requests (list). */
  key: string;
}

export interface S3TestServer {
  endpoint: string;
  directory: string;
  /** Every request the deploy made, in the order the store applied them. */
  requests: LoggedRequest[];
  /** Runs before each write (PUT, POST, DELETE) reaches the store, while nothing else runs; a throw fails that request. */
  beforeWrite?: (request: LoggedRequest) => Promise<void>;
  /** Answers matching requests with 403 AccessDenied, as a bucket policy would. */
  refuse?: (request: LoggedRequest) => boolean;
  /** GET (or HEAD) through the bucket's website endpoint. */
  website(urlPath: string, method?: string): Promise<RawResponse>;
  /** The keys in the bucket and their stored bytes, read from the store directly. */
  keys(): Promise<string[]>;
  storedText(key: string): Promise<string | undefined>;
  /** Stops the server; the bucket's files are removed unless `keepData` (to start again on them). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * s3rver on 127.0.0.1 with a website bucket, behind a thin HTTP server of ours that lets one
 * request through at a time. That makes the store's state between two requests well defined,
 * so a test can inspect it before every write and know nothing else changed meanwhile.
 */
export async function startS3Server(directory = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-s3-'))): Promise<S3TestServer> {
  const s3rver = new S3rver({ silent: true, directory, serviceEndpoint: SERVICE_ENDPOINT, configureBuckets: [{ name: BUCKET, configs: [WEBSITE_CONFIG] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let queue = Promise.resolve();

  const server = http.createServer((request, response) => {
    queue = queue.then(() => serveOne(request, response)).catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  const serveOne = async (request: IncomingMessage, response: ServerResponse) => {
    const logged = logEntry(request);
    if (request.headers.host !== WEBSITE_HOST) test.requests.push(logged);
    const isWrite = ['PUT', 'POST', 'DELETE'].includes(logged.method);
    if (isWrite) await test.beforeWrite?.(logged);
    const done = new Promise<void>((resolve) => response.once('close', resolve));
    if (test.refuse?.(logged)) {
      request.resume();
      response.writeHead(403, { 'Content-Type': 'application/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    } else {
      handle(request, response);
    }
    await done;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const test: S3TestServer = {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    requests: [],
    website: (urlPath, method = 'GET') => httpRequest(port, urlPath, { method, headers: { host: WEBSITE_HOST } }),
    keys: async () => (await s3rver.store.listObjects(BUCKET, { prefix: '', maxKeys: 100_000 })).objects.map((object) => object.key).sort(),
    storedText: async (key) => {
      const object = await s3rver.store.getObject(BUCKET, key);
      if (!object) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of object.content) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      return (object.metadata['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    },
    stop: async ({ keepData = false } = {}) => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (!keepData) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return test;
}

function logEntry(request: IncomingMessage): LoggedRequest {
  const [, , ...key] = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).split('/');
  return { method: request.method ?? '', key: key.join('/') };
}

export const writes = (requests: readonly LoggedRequest[]) => requests.filter((r) => ['PUT', 'POST', 'DELETE'].includes(r.method));
