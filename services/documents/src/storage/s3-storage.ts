import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertStorageKey, type DocumentStorage } from './storage';

/** The one call of the S3 client the storage makes, so a test can hand it a stand-in. */
export type S3Sender = Pick<S3Client, 'send'>;

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string | undefined;
  region?: string | undefined;
}

/**
 * The S3 client for the settings: AWS itself, or an S3-compatible store at `endpoint`, addressed by
 * path since such stores seldom have a host name per bucket. Credentials come from the SDK's
 * standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function s3Client({ endpoint, region }: Omit<S3StorageOptions, 'bucket'>): S3Client {
  return new S3Client({ ...(endpoint ? { endpoint, forcePathStyle: true } : {}), ...(region ? { region } : {}) });
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** Files as objects of one bucket, under the prefix `documents/`. */
export function s3Storage(client: S3Sender, { bucket }: Pick<S3StorageOptions, 'bucket'>): DocumentStorage {
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `documents/${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`The bucket answered no readable body for ${objectKey(key)}`);
      return answer.Body;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
