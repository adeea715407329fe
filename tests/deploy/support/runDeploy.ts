import { vi } from 'vitest';
import { runDeployCli } from '../../../src/deploy/cli';
import { ACCESS_KEY, BUCKET, REGION, SECRET_KEY } from './s3Server';

export interface DeployRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs the deploy's CLI in this process against `endpoint`, with the environment it would have
 * from a shell: the SDK reads credentials from process.env, so the settings go there too.
 */
export async function runDeploy(args: string[], settings: { endpoint: string; distDir: string; accessKey?: string }, extraEnv: Record<string, string | undefined> = {}): Promise<DeployRun> {
  const env: Record<string, string | undefined> = {
    DEPLOY_BUCKET: BUCKET,
    DEPLOY_REGION: REGION,
    DEPLOY_ENDPOINT: settings.endpoint,
    DIST_DIR: settings.distDir,
    AWS_ACCESS_KEY_ID: settings.accessKey ?? ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: SECRET_KEY,
    // Nothing from the machine running the tests may steer the SDK elsewhere.
    AWS_REGION: undefined,
    AWS_PROFILE: undefined,
    AWS_SESSION_TOKEN: undefined,
    AWS_ENDPOINT_URL: undefined,
    AWS_ENDPOINT_URL_S3: undefined,
    AWS_EC2_METADATA_DISABLED: 'true',
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const out: string[] = [];
  const err: string[] = [];
  try {
    const code = await runDeployCli(args, process.env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    vi.unstubAllEnvs();
  }
}
