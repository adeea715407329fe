import { createHash } from 'node:crypto';
import { cacheControlFor } from './cacheControl';
import { contentTypeFor } from './contentTypes';
import { DeployError } from './DeployError';
import { encodeForBucket } from './textCompression';

/** A file of the site as the bucket stores and serves it. */
export interface BucketObject {
  key: string;
  body: Buffer;
  /** Hex MD5 of `body`: the ETag S3 gives a single-part upload of these bytes. */
  md5: string;
  contentType: string;
  cacheControl: string;
  contentEncoding?: 'gzip';
}

/** Describes the file at `key` (its path under dist/, with `/`) the way the deploy uploads it. */
export function bucketObject(key: string, bytes: Buffer): BucketObject {
  const contentType = contentTypeFor(key);
  if (!contentType) {
    throw new DeployError(
      `${key} has a file type the deploy does not know, so it cannot be given a correct Content-Type. ` +
        'Add its extension to src/deploy/contentTypes.ts (and to src/deploy/textCompression.ts if it is text), or keep the file out of dist/.',
    );
  }
  const { body, contentEncoding } = encodeForBucket(key, bytes);
  return {
    key,
    body,
    md5: createHash('md5').update(body).digest('hex'),
    contentType,
    cacheControl: cacheControlFor(key),
    ...(contentEncoding && { contentEncoding }),
  };
}
