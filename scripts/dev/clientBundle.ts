import path from 'node:path';
import { build } from 'esbuild';
import { CLIENT_PATH } from './protocol';

/** The reload client (client/reloadClient.ts) as one script for the browser. */
export async function clientBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'client/reloadClient.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/** Adds the reload client to a page, marked with the number of the build it is served from. */
export function withReloadClient(html: string, build: number): string {
  const tag = `<script src="${CLIENT_PATH}?build=${build}" defer></script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${html}${tag}`;
}
