import type { Bucket, StoredHeaders } from './bucket';
import type { BucketObject } from './bucketObject';
import { runLimited } from './runLimited';

export interface RemoteObject {
  /** Hex MD5 for a single-part upload; anything else never matches a local MD5. */
  etag: string;
  /** Read only for objects whose bytes match the local file, to tell whether they can be skipped. */
  headers?: StoredHeaders;
}

/**
 * What the bucket holds now. Listing gives every ETag in a few requests; headers are read only
 * where the bytes already match, because an object with the right bytes but old headers (say a
 * changed Cache-Control policy) must still be uploaded again.
 */
export async function readRemoteObjects(bucket: Bucket, local: readonly BucketObject[]): Promise<Map<string, RemoteObject>> {
  const remote = new Map<string, RemoteObject>([...(await bucket.list())].map(([key, etag]) => [key, { etag }]));
  const sameBytes = local.filter((object) => remote.get(object.key)?.etag === object.md5);
  await runLimited(sameBytes, 8, async (object) => {
    const headers = await bucket.storedHeaders(object.key);
    remote.set(object.key, { etag: object.md5, headers });
  });
  return remote;
}
