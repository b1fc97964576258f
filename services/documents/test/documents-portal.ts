import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import type { DocumentsDb } from '../src/db';

export const DISTRICT_USER = 'districtuser@example.org';
export const STATE_USER = 'stateuser@example.org';
export const STATE_ADMIN = 'stateadmin@example.org';
export const REQUESTER = 'requester@example.org';

/** The largest file the test portal takes (DOCUMENT_MAX_BYTES): small, so the limit is met without 25 MB bodies. */
export const TEST_MAX_BYTES = 100_000;

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
}

export const files = {
  /** ASCII only, so a test can compare the download's text with it. */
  pdf: (name = 'plan.pdf'): UploadFile => ({ bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), name }),
  png: (name = 'photo.png'): UploadFile => ({
    bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    name,
  }),
  jpg: (name = 'photo.jpeg'): UploadFile => ({
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
    name,
  }),
  text: (name = 'notes.pdf'): UploadFile => ({ bytes: Buffer.from('just some words\n'), name }),
  /** Content of `size` bytes that is a PDF by its first bytes. */
  largePdf: (size: number, name = 'large.pdf'): UploadFile => {
    const bytes = Buffer.alloc(size, 0x20);
    bytes.write('%PDF-1.4\n');
    return { bytes, name };
  },
};

const OOXML_MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
} as const;

/** A Word document or Excel workbook as a zip container whose [Content_Types].xml names its main part; `plain` leaves that out (a bare ZIP). */
export async function officeFile(kind: 'docx' | 'xlsx', name: string, { plain = false } = {}): Promise<UploadFile> {
  const [part, contentType] = OOXML_MAIN[kind];
  const zip = new JSZip();
  zip.file(part, '<?xml version="1.0" encoding="UTF-8"?><root/>');
  if (!plain)
    zip.file(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    );
  return { bytes: await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }), name };
}

export interface DocumentsPortal {
  readonly portal: TestPortal;
  readonly db: DocumentsDb;
  readonly homeLea: number;
  readonly otherLea: number;
  readonly storageDir: string;
  call(method: string, url: string, options?: { user?: string; payload?: unknown; leaId?: number }): Promise<TestResponse>;
  /** POST /api/documents with the file and `fields` (defaults: a restraint incident of the district user's LEA). */
  upload(file: UploadFile, fields?: Record<string, string | number>, user?: string): Promise<TestResponse>;
  uploadVersion(id: number, file: UploadFile, user?: string): Promise<TestResponse>;
}

let sequence = 0;

/** Starts the portal, with a small file limit and a fresh storage folder, before the file's tests. */
export function useDocumentsPortal(): DocumentsPortal {
  let portal: TestPortal;
  let homeLea: number;
  let otherLea: number;
  const storageDir = mkdtempSync(path.join(tmpdir(), 'portal-documents-'));

  beforeAll(async () => {
    process.env.DOCUMENT_MAX_BYTES = String(TEST_MAX_BYTES);
    process.env.DOCUMENT_STORAGE_DIR = storageDir;
    portal = await startTestPortal();
    const me = await portal.inject({
      method: 'GET',
      url: '/api/account/users/me',
      headers: { authorization: `Bearer ${await portal.tokenFor(DISTRICT_USER)}` },
    });
    homeLea = me.json().leaId;
    otherLea = (
      await portal.db
        .selectFrom('directory.leas')
        .select('id')
        .where('id', '<>', homeLea)
        .where('is_nde_level_district', '=', false)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(() => portal?.close());

  const form = (file: UploadFile, fields: Record<string, string | number>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
    data.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
    return data;
  };

  const fixture: DocumentsPortal = {
    get portal() {
      return portal;
    },
    get db() {
      return portal.db.withSchema('documents') as DocumentsDb;
    },
    get homeLea() {
      return homeLea;
    },
    get otherLea() {
      return otherLea;
    },
    storageDir,
    async call(method, url, { user = DISTRICT_USER, payload, leaId } = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${await portal.tokenFor(user)}` };
      if (leaId !== undefined) headers.currentleaid = String(leaId);
      return portal.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
    },
    async upload(file, fields = {}, user = DISTRICT_USER) {
      sequence += 1;
      const all = {
        owner: 'restraint',
        recordType: 'incident',
        recordId: `T-${process.pid}-${sequence}`,
        leaId: homeLea,
        title: 'Parent notice',
        ...fields,
      };
      return fixture.call('POST', '/api/documents', { user, payload: form(file, all) });
    },
    async uploadVersion(id, file, user = DISTRICT_USER) {
      return fixture.call('POST', `/api/documents/${id}/versions`, { user, payload: form(file, {}) });
    },
  };
  return fixture;
}
