import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** `npm run deploy` as an operator runs it: the real entry script in its own process. */
function deployScript(args: string[], env: Record<string, string>) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/ts-node'), ['scripts/deploy.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('scripts/deploy.ts', () => {
  it('exits non-zero with one message naming every missing setting', () => {
    const run = deployScript(['--dry-run'], {});
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err.trim()).toMatch(/^The deploy is not configured: DEPLOY_BUCKET is not set .*; DEPLOY_REGION \(or AWS_REGION\) is not set .*Set these environment variables and run npm run deploy again; nothing was uploaded or deleted\.$/);
  });

  it('rejects an unknown argument with its usage, and prints the usage on --help', () => {
    const wrong = deployScript(['--dryrun'], {});
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('Unknown argument --dryrun.');
    expect(wrong.err).toContain('usage: npm run deploy [-- --dry-run]');

    const help = deployScript(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.out).toContain('DEPLOY_BUCKET, DEPLOY_REGION (or AWS_REGION), DEPLOY_ENDPOINT');
  });
});
