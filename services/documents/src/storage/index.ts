import type { DocumentSettings } from '../settings';
import { folderStorage } from './folder-storage';
import { s3Client, s3Storage } from './s3-storage';
import type { DocumentStorage } from './storage';

export { newStorageKey, type DocumentStorage } from './storage';

/** The storage the settings name: the data folder by default, a bucket with DOCUMENT_STORAGE=s3. */
export function documentStorage(settings: DocumentSettings['storage']): DocumentStorage {
  return settings.kind === 's3' ? s3Storage(s3Client(settings), settings) : folderStorage(settings.dir);
}
