import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BucketObject } from './bucketObject';
import type { DeployConfig } from './config';
import { explainBucketError } from './explainBucketError';

/** The headers an object was stored with that decide how the site is served. */
export interface StoredHeaders {
  contentType?: string;
  cacheControl?: string;
  contentEncoding?: string;
}

/** The few S3 operations the deploy needs, with failures explained for the operator. */
export class Bucket {
  private readonly client: S3Client;

  constructor(private readonly config: DeployConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint && {
        endpoint: config.endpoint,
        forcePathStyle: true,
        // Many S3-compatible stores reject the SDK's newer default checksum headers; Content-MD5,
        // which every store checks, still guards each upload.
        requestChecksumCalculation: 'WHEN_REQUIRED' as const,
        responseChecksumValidation: 'WHEN_REQUIRED' as const,
      }),
      // Fail in seconds, not minutes, when the store cannot be reached or stalls mid-upload.
      requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
    });
  }

  /** Every key in the bucket with its ETag (without quotes). */
  async list(): Promise<Map<string, string>> {
    const etags = new Map<string, string>();
    let token: string | undefined;
    try {
      do {
        const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key) etags.set(item.Key, unquote(item.ETag));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      throw explainBucketError(error, `listing bucket "${this.config.bucket}"`, this.config);
    }
    return etags;
  }

  async storedHeaders(key: string): Promise<StoredHeaders> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { contentType: head.ContentType, cacheControl: head.CacheControl, contentEncoding: head.ContentEncoding };
    } catch (error) {
      throw explainBucketError(error, `reading the headers of ${key}`, this.config);
    }
  }

  async put(object: BucketObject): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: object.key,
          Body: object.body,
          ContentMD5: Buffer.from(object.md5, 'hex').toString('base64'),
          ContentType: object.contentType,
          CacheControl: object.cacheControl,
          ContentEncoding: object.contentEncoding,
        }),
      );
    } catch (error) {
      throw explainBucketError(error, `uploading ${object.key}`, this.config);
    }
  }

  // One DeleteObject per key rather than a multi-object delete: stale objects are few per deploy,
  // and the multi-object call requires checksum headers that some S3-compatible stores reject.
  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      throw explainBucketError(error, `deleting ${key}`, this.config);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

const unquote = (etag: string | undefined) => (etag ?? '').replace(/^"|"$/g, '').toLowerCase();
