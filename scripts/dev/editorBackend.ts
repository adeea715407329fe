import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface EditorBackend {
  url: string;
  close(): Promise<void>;
}

/** Whether nothing listens on 127.0.0.1:`port`: another decap-server there would answer in place of ours. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** decap-server's answer to `info` once it listens, or undefined while it does not. */
async function info(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }), signal: AbortSignal.timeout(1000) });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts decap-server, the editor's local backend: the editor at /admin/, opened on this machine,
 * reads and writes the files of `repoDir` (content/…) through it, without committing (the
 * maintainer reviews and commits). It listens on 127.0.0.1 only.
 */
export async function startEditorBackend(options: { root: string; repoDir: string; port: number; log?: (line: string) => void }): Promise<EditorBackend> {
  const { log = console.log } = options;
  if (!(await portIsFree(options.port))) {
    throw new Error(`the editor's local backend (decap-server) cannot start: port ${options.port} is taken (another npm run dev?). Set EDITOR_PORT to another.`);
  }
  const server = require.resolve('decap-server/dist/index.js', { paths: [options.root] });
  const child = spawn(process.execPath, [server], {
    cwd: options.repoDir,
    env: { ...process.env, PORT: String(options.port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: path.resolve(options.repoDir), MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Never left running after the dev server, however it ends.
  const orphaned = () => child.kill();
  process.once('exit', orphaned);
  const url = `http://127.0.0.1:${options.port}/api/v1`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the editor's local backend (decap-server) stopped at start (exit ${child.exitCode}): is port ${options.port} taken? Set EDITOR_PORT to another.`);
    if (await info(url)) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the editor's local backend (decap-server) did not answer at ${url} within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`editor's local backend (decap-server) at ${url}, writing ${options.repoDir}`);
  return {
    url,
    close: async () => {
      process.off('exit', orphaned);
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
