import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, type HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { folderStorage } from '../src/storage/folder-storage';
import { s3Storage, type S3Sender } from '../src/storage/s3-storage';
import { newStorageKey, type DocumentStorage } from '../src/storage/storage';
import { readDocumentSettings } from '../src/settings';

/** A stand-in for the S3 client: a bucket in a map, answering the three commands as S3 does (404 as NotFound). */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const calls: { command: string; bucket: string | undefined; key: string | undefined }[] = [];
  const notFound = () => Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
  const client = {
    async send(command: PutObjectCommand | GetObjectCommand | HeadObjectCommand) {
      const { Bucket, Key } = command.input;
      calls.push({ command: command.constructor.name, bucket: Bucket, key: Key });
      if (command instanceof PutObjectCommand) {
        objects.set(Key!, { body: Buffer.from(command.input.Body as Uint8Array), contentType: command.input.ContentType });
        return {};
      }
      const object = objects.get(Key!);
      if (!object) throw notFound();
      return command instanceof GetObjectCommand ? { Body: Readable.from([object.body]) } : {};
    },
  } as unknown as S3Sender;
  return { client, objects, calls };
}

/** What every storage must do, whatever keeps the files. */
async function behavesAsStorage(storage: DocumentStorage) {
  const key = newStorageKey();
  expect(await storage.exists(key)).toBe(false);
  await storage.put(key, Buffer.from('%PDF-1.4 plan'), 'application/pdf');
  expect(await storage.exists(key)).toBe(true);
  expect(await text(await storage.get(key))).toBe('%PDF-1.4 plan');
  await expect(storage.get(newStorageKey())).rejects.toThrow();
  // A key the service did not make never reaches a path or a bucket key.
  await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a document storage key/);
  await expect(storage.exists('a/b')).rejects.toThrow(/Not a document storage key/);
}

test('the folder storage keeps files under the data folder, written whole, never overwritten', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-documents-storage-'));
  const storage = folderStorage(root);
  await behavesAsStorage(storage);
  const key = newStorageKey();
  await storage.put(key, Buffer.from('first'), 'application/pdf');
  await expect(storage.put(key, Buffer.from('second'), 'application/pdf')).rejects.toThrow();
  expect(await text(await storage.get(key))).toBe('first');
});

test('the S3 storage puts, reads and checks objects of its bucket under documents/, through the client', async () => {
  const { client, objects, calls } = fakeS3();
  const storage = s3Storage(client, { bucket: 'portal-files' });
  await behavesAsStorage(storage);
  const [stored] = [...objects];
  expect(stored![0]).toMatch(/^documents\/[0-9a-f-]{36}$/);
  expect(stored![1].contentType).toBe('application/pdf');
  expect(new Set(calls.map((call) => call.bucket))).toEqual(new Set(['portal-files']));
  expect(new Set(calls.map((call) => call.command))).toEqual(new Set(['HeadObjectCommand', 'PutObjectCommand', 'GetObjectCommand']));
});

test('the S3 storage passes on a failure that is not a missing object', async () => {
  const client = {
    send: async () => Promise.reject(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' })),
  } as unknown as S3Sender;
  await expect(s3Storage(client, { bucket: 'b' }).exists(newStorageKey())).rejects.toThrow('Access Denied');
});

test('settings: 25 MB and the data folder by default; S3 by DOCUMENT_STORAGE=s3; nonsense stops the start', () => {
  expect(readDocumentSettings({ PORTAL_DATA_DIR: '/srv/portal' })).toEqual({
    maxBytes: 26_214_400,
    storage: { kind: 'folder', dir: '/srv/portal/documents' },
  });
  expect(readDocumentSettings({ DOCUMENT_MAX_BYTES: '1048576', DOCUMENT_STORAGE_DIR: '/mnt/files' })).toEqual({
    maxBytes: 1_048_576,
    storage: { kind: 'folder', dir: '/mnt/files' },
  });
  expect(
    readDocumentSettings({ DOCUMENT_STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', AWS_REGION: 'us-west-2' }),
  ).toEqual({
    maxBytes: 26_214_400,
    storage: { kind: 's3', bucket: 'files', endpoint: 'http://minio:9000', region: 'us-west-2' },
  });
  expect(() => readDocumentSettings({ DOCUMENT_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  expect(() => readDocumentSettings({ DOCUMENT_STORAGE: 'ftp' })).toThrow(/folder or s3/);
  expect(() => readDocumentSettings({ DOCUMENT_MAX_BYTES: '25MB' })).toThrow(/DOCUMENT_MAX_BYTES/);
});
