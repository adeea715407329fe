import fs from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { bucketObject, type BucketObject } from '../src/deploy/bucketObject';

/**
 * Serves a built site the way the bucket's website endpoint does, with the bytes and headers
 * the deploy uploads (text gzipped with `Content-Encoding: gzip`, whatever the request's
 * Accept-Encoding, as a bucket does): `index.html` for each folder, `/toldos` redirected to
 * `/toldos/`, and `404.html` with status 404 for anything unknown.
 */
export function startPreviewServer(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = http.createServer(previewHandler(root));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export interface PreviewOptions {
  /** Rewrites each page (by its key, `toldos/index.html`) before it is encoded and served: the dev server's reload script, never part of dist/. */
  rewriteHtml?: (html: string, key: string) => string;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** The bucket's answer to each request for the site in `root`. */
export function previewHandler(root: string, options: PreviewOptions = {}): RequestHandler {
  return (request, response) => respond(root, options, request, response);
}

function respond(root: string, options: PreviewOptions, request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  const urlPath = new URL(request.url ?? '/', 'http://preview').pathname;
  let key: string;
  try {
    key = decodeURIComponent(urlPath).slice(1);
  } catch {
    return sendText(response, 400, 'Bad Request');
  }
  const isFolder = key === '' || key.endsWith('/');
  try {
    const found = readObject(root, isFolder ? `${key}index.html` : key, options);
    if (found) return sendObject(request, response, 200, found);
    if (!isFolder && readObject(root, `${key}/index.html`)) {
      response.writeHead(302, { Location: `${urlPath}/` }).end();
      return;
    }
    const errorPage = readObject(root, '404.html', options);
    if (errorPage) return sendObject(request, response, 404, errorPage);
    return sendText(response, 404, 'Not Found');
  } catch (error) {
    // A file the deploy would refuse (unknown type): say so here rather than serve it differently.
    return sendText(response, 500, (error as Error).message);
  }
}

function readObject(root: string, key: string, options: PreviewOptions = {}): BucketObject | undefined {
  // Keys are looked up literally, as in a bucket; `..` must never reach outside the site.
  if (key.split('/').includes('..') || key.includes('\0')) return undefined;
  const file = path.join(root, key);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  const bytes = fs.readFileSync(file);
  const { rewriteHtml } = options;
  return bucketObject(key, rewriteHtml && key.endsWith('.html') ? Buffer.from(rewriteHtml(bytes.toString('utf8'), key)) : bytes);
}

function sendObject(request: IncomingMessage, response: ServerResponse, status: number, object: BucketObject): void {
  const etag = `"${object.md5}"`;
  const headers = {
    'Content-Type': object.contentType,
    'Cache-Control': object.cacheControl,
    ...(object.contentEncoding && { 'Content-Encoding': object.contentEncoding }),
    ETag: etag,
    'Accept-Ranges': 'bytes',
  };
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  // Browsers fetch video in ranges, as the bucket allows.
  const range = status === 200 ? byteRange(request.headers.range, object.body.length) : undefined;
  if (range === 'unsatisfiable') {
    response.writeHead(416, { 'Content-Range': `bytes */${object.body.length}` }).end();
    return;
  }
  const body = range ? object.body.subarray(range.start, range.end + 1) : object.body;
  response.writeHead(range ? 206 : status, {
    ...headers,
    ...(range && { 'Content-Range': `bytes ${range.start}-${range.end}/${object.body.length}` }),
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A single `bytes=` range of a body of `size` bytes; undefined when absent or not understood. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), Math.min(size - 1, match[2] === '' ? size - 1 : Number(match[2]))];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}
