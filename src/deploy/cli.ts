import path from 'node:path';
import { readDeployConfig } from './config';
import { DeployError } from './DeployError';
import { deploySite } from './deploySite';

const USAGE = `usage: npm run deploy [-- --dry-run]

Uploads dist/ (or DIST_DIR) to the bucket that serves the site, then deletes what the site no longer has.
  --dry-run   print the plan (uploads with their headers, skipped and stale objects) and change nothing

Settings (environment): DEPLOY_BUCKET, DEPLOY_REGION (or AWS_REGION), DEPLOY_ENDPOINT for an
S3-compatible store, DIST_DIR; credentials the AWS SDK's usual way (AWS_ACCESS_KEY_ID and
AWS_SECRET_ACCESS_KEY, or AWS_PROFILE).`;

const DEFAULT_DIST = path.resolve(__dirname, '../../dist');

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs `npm run deploy` with its arguments; resolves to the process's exit code. */
export async function runDeployCli(args: readonly string[], env: NodeJS.ProcessEnv, io: CliOutput): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--dry-run' && arg !== '--help' && arg !== '-h');
  if (args.includes('--help') || args.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  if (unknown.length > 0) {
    io.err(`Unknown argument ${unknown.join(' ')}.\n${USAGE}`);
    return 2;
  }
  try {
    await deploySite(readDeployConfig(env, DEFAULT_DIST), { dryRun: args.includes('--dry-run'), log: io.out });
    return 0;
  } catch (error) {
    if (error instanceof DeployError) io.err(error.message);
    else io.err(`Deploy failed with an unexpected error (a bug in the deploy, please report it):\n${(error as Error)?.stack ?? String(error)}`);
    return 1;
  }
}
