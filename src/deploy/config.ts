import path from 'node:path';
import { DeployError } from './DeployError';

export interface DeployConfig {
  bucket: string;
  region: string;
  /** An S3-compatible store's API address; when set, buckets are addressed path-style. */
  endpoint?: string;
  /** The built site to publish. */
  distDir: string;
}

// S3's own bucket-name rules; a wrong name would otherwise fail later with a vaguer error.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Reads the deploy's settings from the environment. Credentials are not read here: the AWS SDK
 * finds them its usual way (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, SSO, a role).
 */
export function readDeployConfig(env: NodeJS.ProcessEnv, defaultDistDir: string): DeployConfig {
  const bucket = env.DEPLOY_BUCKET?.trim() ?? '';
  const region = (env.DEPLOY_REGION ?? env.AWS_REGION ?? '').trim();
  const endpoint = env.DEPLOY_ENDPOINT?.trim() || undefined;
  const problems: string[] = [];

  if (!bucket) problems.push('DEPLOY_BUCKET is not set (the name of the bucket that serves the site)');
  else if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    problems.push(`DEPLOY_BUCKET "${bucket}" is not a valid bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`);
  }
  if (!region) problems.push('DEPLOY_REGION (or AWS_REGION) is not set (the bucket\'s region, e.g. sa-east-1; "auto" or "us-east-1" for most S3-compatible stores)');
  else if (!REGION.test(region)) problems.push(`DEPLOY_REGION "${region}" is not a region name (e.g. sa-east-1)`);
  if (endpoint && !isHttpUrl(endpoint)) {
    problems.push(`DEPLOY_ENDPOINT "${endpoint}" is not an http:// or https:// address (leave it unset for AWS S3)`);
  }
  if (problems.length > 0) {
    throw new DeployError(`The deploy is not configured: ${problems.join('; ')}. Set these environment variables and run npm run deploy again; nothing was uploaded or deleted.`);
  }

  return {
    bucket,
    region,
    ...(endpoint && { endpoint: endpoint.replace(/\/+$/, '') }),
    distDir: path.resolve(env.DIST_DIR || defaultDistDir),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
