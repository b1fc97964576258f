import path from 'node:path';
import { DocumentLimits } from '@portal/shared-contracts/documents';

/** Where the files are kept and how large one may be: the documents service's own settings. */
export interface DocumentSettings {
  /** The largest file accepted, in bytes (`DOCUMENT_MAX_BYTES`, 26214400: 25 MB). */
  maxBytes: number;
  storage:
    | {
        kind: 'folder';
        /** `DOCUMENT_STORAGE_DIR`; unset, `documents` in the data folder (`PORTAL_DATA_DIR`, .data). */
        dir: string;
      }
    | {
        kind: 's3';
        /** `S3_BUCKET`; credentials come from the standard AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE ...). */
        bucket: string;
        /** `S3_ENDPOINT`, for an S3-compatible store other than AWS (MinIO, Ceph): addressed by path, not by host name. */
        endpoint: string | undefined;
        /** `S3_REGION`, else `AWS_REGION`. */
        region: string | undefined;
      };
}

/** The largest file the setting may allow: 1 GB, far beyond what a case record's document needs. */
const MAX_SETTING_BYTES = 1024 * 1024 * 1024;

/** Reads the settings once at start; a value that makes no sense stops the start with what to fix. */
export function readDocumentSettings(env: NodeJS.ProcessEnv = process.env): DocumentSettings {
  const rawMax = env.DOCUMENT_MAX_BYTES;
  const maxBytes = rawMax === undefined || rawMax === '' ? DocumentLimits.defaultMaxBytes : Number(rawMax);
  if (!Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > MAX_SETTING_BYTES)
    throw new Error(`DOCUMENT_MAX_BYTES must be a whole number of bytes from 1 to ${MAX_SETTING_BYTES}, got "${rawMax}"`);
  const kind = env.DOCUMENT_STORAGE || 'folder';
  if (kind === 's3') {
    if (!env.S3_BUCKET) throw new Error('DOCUMENT_STORAGE=s3 needs S3_BUCKET, the bucket the documents are kept in');
    return {
      maxBytes,
      storage: {
        kind,
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT || undefined,
        region: env.S3_REGION || env.AWS_REGION || undefined,
      },
    };
  }
  if (kind !== 'folder') throw new Error(`DOCUMENT_STORAGE must be folder or s3, got "${kind}"`);
  const dir = env.DOCUMENT_STORAGE_DIR || path.join(env.PORTAL_DATA_DIR || '.data', 'documents');
  return { maxBytes, storage: { kind, dir: path.resolve(dir) } };
}
