import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent: never decompressed. */
  body: Buffer;
}

/** One HTTP request to 127.0.0.1, with no redirect following and no decompression. */
export function httpRequest(port: number, urlPath: string, options: { method?: string; headers?: http.OutgoingHttpHeaders } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method: options.method ?? 'GET', headers: options.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}
