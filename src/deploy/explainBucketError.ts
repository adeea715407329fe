import type { DeployConfig } from './config';
import { DeployError } from './DeployError';

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'TimeoutError', 'RequestTimeout']);
const WRONG_REGION = new Set(['PermanentRedirect', 'AuthorizationHeaderMalformed', 'IllegalLocationConstraintException', 'IncorrectEndpoint']);
const EXPIRED = new Set(['ExpiredToken', 'InvalidToken', 'TokenRefreshRequired', 'RequestExpired']);

interface SdkErrorShape {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * Turns what the SDK threw while `doing` something (e.g. "uploading toldos/index.html") into a
 * message that says what went wrong and which setting or permission to fix.
 */
export function explainBucketError(error: unknown, doing: string, config: DeployConfig): DeployError {
  if (error instanceof DeployError) return error;
  const { name = 'Error', code, message = String(error), $metadata } = (error ?? {}) as SdkErrorShape;
  const reason = code ?? name;
  const status = $metadata?.httpStatusCode;
  const store = config.endpoint ? `the store at ${config.endpoint}` : `S3 in region ${config.region}`;
  const bucket = `bucket "${config.bucket}"`;

  const fix = ((): string => {
    if (UNREACHABLE.has(reason)) {
      return `could not reach ${store} (${reason}). ${config.endpoint ? 'Check DEPLOY_ENDPOINT and that the store is running' : 'Check DEPLOY_REGION'} and the network.`;
    }
    if (name === 'CredentialsProviderError' || /Could not load credentials/i.test(message)) {
      return 'no credentials were found. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) for a user that may write to the bucket.';
    }
    if (reason === 'InvalidAccessKeyId') return `${store} does not know this access key. Check AWS_ACCESS_KEY_ID.`;
    if (reason === 'SignatureDoesNotMatch') return `${store} rejected the request's signature. Check AWS_SECRET_ACCESS_KEY (it must belong to AWS_ACCESS_KEY_ID).`;
    if (EXPIRED.has(reason)) return `the credentials have expired (${reason}). Renew them (e.g. log in again) and retry.`;
    if (reason === 'NoSuchBucket') {
      return `${bucket} does not exist at ${store}. Check DEPLOY_BUCKET${config.endpoint ? ' and DEPLOY_ENDPOINT' : ' and DEPLOY_REGION'}.`;
    }
    if (WRONG_REGION.has(reason) || status === 301) return `${bucket} is not in region ${config.region} (${reason}). Set DEPLOY_REGION to the bucket's region.`;
    if (reason === 'AccessDenied' || reason === 'Forbidden' || status === 403) {
      return `${store} refused it (${reason}: ${message}). The credentials need s3:ListBucket on ${bucket} and s3:GetObject, s3:PutObject and s3:DeleteObject on its objects.`;
    }
    return `${store} answered ${reason}${status ? ` (HTTP ${status})` : ''}: ${message}.`;
  })();
  return new DeployError(`Deploy failed while ${doing}: ${fix}`, { cause: error });
}
