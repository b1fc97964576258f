import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { FieldMessages } from '@portal/shared-contracts';
import { DocumentMessages, type DocumentRecord } from '@portal/shared-contracts/documents';
import { UploadMessages } from '@portal/service-kit';
import {
  DISTRICT_USER,
  REQUESTER,
  STATE_ADMIN,
  STATE_USER,
  TEST_MAX_BYTES,
  files,
  officeFile,
  useDocumentsPortal,
  type UploadFile,
} from './documents-portal';

const t = useDocumentsPortal();

const sha256 = (file: UploadFile) => createHash('sha256').update(file.bytes).digest('hex');

async function uploaded(
  file: UploadFile = files.pdf(),
  fields: Record<string, string | number> = {},
  user = DISTRICT_USER,
): Promise<DocumentRecord> {
  const res = await t.upload(file, fields, user);
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json();
}

const decide = (id: number, n: number, payload: unknown, user = STATE_ADMIN) =>
  t.call('POST', `/api/documents/${id}/versions/${n}/decision`, { user, payload });
const remove = (id: number, n: number, payload: unknown, user = STATE_ADMIN) =>
  t.call('DELETE', `/api/documents/${id}/versions/${n}`, { user, payload });

const storedFiles = () => readdirSync(t.storageDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

describe('upload and read', () => {
  test('a PDF becomes a document with its first version, Pending, its hash kept, listed on its record and downloadable', async () => {
    const file = files.pdf('Parent notice.pdf');
    const created = await uploaded(file, { recordType: 'plan-evidence', recordId: 'PLAN-7' });
    expect(created).toMatchObject({
      owner: 'restraint',
      recordType: 'plan-evidence',
      recordId: 'PLAN-7',
      leaId: t.homeLea,
      title: 'Parent notice',
    });
    expect(created.versions).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'Pending',
        fileName: 'Parent notice.pdf',
        fileType: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: file.bytes.length,
        sha256: sha256(file),
        uploadedByName: DISTRICT_USER,
        decidedAt: null,
        reason: null,
      }),
    ]);

    expect((await t.call('GET', `/api/documents/${created.id}`)).json()).toEqual(created);
    const list = await t.call('GET', '/api/documents?owner=restraint&recordType=plan-evidence&recordId=PLAN-7');
    expect(list.json().items).toEqual([created]);

    const download = await t.call('GET', `/api/documents/${created.id}/versions/1/file`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(Buffer.from(file.bytes).toString('latin1'));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Parent notice.pdf"; filename*=UTF-8''Parent%20notice.pdf`);
  });

  test('Word, Excel, JPEG and PNG files are taken, each judged by its content', async () => {
    for (const [file, fileType] of [
      [await officeFile('docx', 'letter.docx'), 'docx'],
      [await officeFile('xlsx', 'figures.XLSX'), 'xlsx'],
      [files.jpg('scan.jpeg'), 'jpg'],
      [files.png('photo.png'), 'png'],
    ] as const) {
      const created = await uploaded(file);
      expect(created.versions[0]).toMatchObject({ fileType, sha256: sha256(file) });
    }
  });

  test('a file is judged by its content, not its name: a PNG named .pdf, a text file and a bare ZIP are refused, and nothing is kept', async () => {
    const before = await t.db
      .selectFrom('document_versions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const filesBefore = storedFiles();

    const renamed = await t.upload(files.png('scan.pdf'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(DocumentMessages.nameMismatch('scan.pdf', 'a PNG image', 'png'));
    expect(renamed.json().message).toContain('holds a PNG image, but its name does not end in .png');

    const text = await t.upload(files.text('notes.pdf'));
    expect([text.statusCode, text.json().message]).toEqual([415, DocumentMessages.wrongType('a text file')]);
    expect(text.json().message).toBe(
      "The file is a text file, which cannot be attached. Attach a PDF, DOCX, XLSX, JPG or PNG file; the type is read from the file's content, not its name.",
    );
    const zip = await t.upload(await officeFile('docx', 'letter.docx', { plain: true }));
    expect([zip.statusCode, zip.json().message]).toEqual([415, DocumentMessages.wrongType('a ZIP archive')]);

    const after = await t.db
      .selectFrom('document_versions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(storedFiles()).toBe(filesBefore);
  });

  test('a file over DOCUMENT_MAX_BYTES is refused (413) with the limit; one of exactly the limit is taken', async () => {
    const over = await t.upload(files.largePdf(TEST_MAX_BYTES + 1));
    expect([over.statusCode, over.json().message]).toEqual([413, DocumentMessages.tooLarge(TEST_MAX_BYTES)]);
    expect(over.json().message).toBe('The file is larger than 0.1 MB. Choose a smaller file or split it.');
    const exact = await t.upload(files.largePdf(TEST_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().versions[0].sizeBytes).toBe(TEST_MAX_BYTES);
  });

  test('missing or wrong fields are named with the form messages; a form without a file is told where to put it', async () => {
    const res = await t.upload(files.pdf(), { owner: 'payroll', title: '  ', leaId: 'x', extra: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      owner: FieldMessages.selectFromList,
      title: FieldMessages.incorrectFormat,
      leaId: FieldMessages.incorrectFormat,
      extra: 'Not a field this form takes; leave it out.',
    });
    const data = new FormData();
    data.append('title', 'No file');
    const noFile = await t.call('POST', '/api/documents', { payload: data });
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, UploadMessages.noFile]);
    const list = await t.call('GET', '/api/documents?owner=restraint');
    expect([list.statusCode, list.json().errors]).toEqual([400, { recordType: FieldMessages.required, recordId: FieldMessages.required }]);
  });
});

describe('versions and approval', () => {
  test('a new file is a new version; an approved version never changes; a rejection needs its reason', async () => {
    const { id } = await uploaded(files.pdf('plan.pdf'));
    const second = await t.uploadVersion(id, files.png('plan-page.png'));
    expect(second.statusCode).toBe(201);
    expect(second.json().versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'Pending'],
      [1, 'Pending'],
    ]);

    const approved = await decide(id, 1, { decision: 'Approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().versions[1]).toMatchObject({ version: 1, status: 'Approved', decidedByName: STATE_ADMIN, reason: null });
    expect(approved.json().versions[1].decidedAt).toEqual(expect.any(String));

    for (const res of [
      await decide(id, 1, { decision: 'Rejected', reason: 'Wrong file' }),
      await remove(id, 1, { reason: 'Not needed' }),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([409, DocumentMessages.approvedIsFinal]);
    }

    const noReason = await decide(id, 2, { decision: 'Rejected' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([400, { reason: FieldMessages.required }]);
    const rejected = await decide(id, 2, { decision: 'Rejected', reason: 'The page is unreadable.' });
    expect(rejected.json().versions[0]).toMatchObject({ version: 2, status: 'Rejected', reason: 'The page is unreadable.' });
    const again = await decide(id, 2, { decision: 'Approved' });
    expect([again.statusCode, again.json().message]).toEqual([409, DocumentMessages.alreadyDecided('Rejected')]);

    // The database holds the rule for any writer, not only the service.
    await expect(
      t.db.updateTable('document_versions').set({ reason: 'changed' }).where('document_id', '=', id).where('version', '=', 1).execute(),
    ).rejects.toThrow(/approved version never changes/);
    await expect(t.db.deleteFrom('document_versions').where('document_id', '=', id).execute()).rejects.toThrow(/deleted logically/);
    const kept = await t.db
      .selectFrom('document_versions')
      .select(['status', 'reason'])
      .where('document_id', '=', id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'Approved', reason: null });
  });

  test('delete takes a Pending or Rejected version away logically: no longer shown, kept with who, when and why, and in the audit trail', async () => {
    const { id, recordId } = await uploaded(files.pdf('evidence.pdf'), { recordType: 'plan-evidence' });
    await t.uploadVersion(id, files.pdf('evidence-2.pdf'));
    await decide(id, 2, { decision: 'Rejected', reason: 'Unsigned.' });

    const blank = await remove(id, 1, { reason: ' ' });
    expect([blank.statusCode, blank.json().errors]).toEqual([400, { reason: FieldMessages.incorrectFormat }]);
    const first = await remove(id, 1, { reason: 'Uploaded by mistake' });
    expect(first.statusCode).toBe(200);
    expect(first.json().versions.map((v: { version: number }) => v.version)).toEqual([2]);
    expect((await remove(id, 2, { reason: 'Replaced on paper' })).json().versions).toEqual([]);

    expect((await t.call('GET', `/api/documents?owner=restraint&recordType=plan-evidence&recordId=${recordId}`)).json().items).toEqual([]);
    expect((await t.call('GET', `/api/documents/${id}/versions/1/file`)).statusCode).toBe(404);
    expect((await remove(id, 1, { reason: 'again' })).statusCode).toBe(404);

    const rows = await t.db
      .selectFrom('document_versions')
      .select(['version', 'status', 'deleted_by_name', 'delete_reason', 'deleted_at'])
      .where('document_id', '=', id)
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      {
        version: 1,
        status: 'Pending',
        deleted_by_name: STATE_ADMIN,
        delete_reason: 'Uploaded by mistake',
        deleted_at: expect.any(Date),
      },
      {
        version: 2,
        status: 'Rejected',
        deleted_by_name: STATE_ADMIN,
        delete_reason: 'Replaced on paper',
        deleted_at: expect.any(Date),
      },
    ]);

    const published = await t.portal.db
      .selectFrom('casework.document_versions')
      .select(['version', 'status', 'deleted', 'owner', 'record_type'])
      .where('document_id', '=', id)
      .orderBy('version')
      .execute();
    expect(published).toEqual([
      { version: 1, status: 'Pending', deleted: true, owner: 'restraint', record_type: 'plan-evidence' },
      { version: 2, status: 'Rejected', deleted: true, owner: 'restraint', record_type: 'plan-evidence' },
    ]);

    const trail = await t.portal.db
      .selectFrom('audit_log.documents_events')
      .select(['event', 'lea_id', 'details'])
      .where('entity_type', '=', 'document')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(trail.map((row) => [row.event, row.lea_id, (row.details as { version: number }).version])).toEqual([
      ['document-uploaded', t.homeLea, 1],
      ['document-version-uploaded', t.homeLea, 2],
      ['document-version-rejected', t.homeLea, 2],
      ['document-version-deleted', t.homeLea, 1],
      ['document-version-deleted', t.homeLea, 2],
    ]);
  });
});

describe('LEA scoping and permissions', () => {
  test("a district user neither attaches to nor sees another LEA's documents", async () => {
    const refused = await t.upload(files.pdf(), { leaId: t.otherLea });
    expect([refused.statusCode, refused.json().message]).toEqual([403, DocumentMessages.leaNotYours]);

    const theirs = await uploaded(files.pdf(), { leaId: t.otherLea, recordId: 'OTHER-1' }, STATE_ADMIN);
    for (const url of [`/api/documents/${theirs.id}`, `/api/documents/${theirs.id}/versions/1/file`]) {
      const res = await t.call('GET', url);
      expect([res.statusCode, res.json().message]).toEqual([404, DocumentMessages.notFound]);
    }
    expect((await t.uploadVersion(theirs.id, files.pdf())).statusCode).toBe(404);
    expect((await t.call('GET', '/api/documents?owner=restraint&recordType=incident&recordId=OTHER-1')).json().items).toEqual([]);
    expect((await t.call('GET', `/api/documents/${theirs.id}`, { leaId: t.otherLea })).statusCode).toBe(403);
    // The state sees every LEA's.
    expect((await t.call('GET', `/api/documents/${theirs.id}`, { user: STATE_USER })).json().id).toBe(theirs.id);
  });

  test("each owner's keys govern its documents: upload, decide, delete and view", async () => {
    const restraint = await uploaded(files.pdf());
    // The district user uploads restraint files and deletes a Pending one (restraint.md's default grants), but never decides.
    expect((await decide(restraint.id, 1, { decision: 'Approved' }, DISTRICT_USER)).statusCode).toBe(403);
    expect((await remove(restraint.id, 1, { reason: 'Wrong file' }, DISTRICT_USER)).statusCode).toBe(200);
    // The state user holds no restraint upload key, but dispute's update and case-action keys.
    const stateRestraint = await t.upload(files.pdf(), {}, STATE_USER);
    expect([stateRestraint.statusCode, stateRestraint.json().message]).toEqual([403, DocumentMessages.notAllowed]);
    const dispute = await uploaded(files.pdf(), { owner: 'dispute', recordType: 'request', recordId: 'DR-1' }, STATE_USER);
    expect((await decide(dispute.id, 1, { decision: 'Approved' }, STATE_USER)).json().versions[0].status).toBe('Approved');
    // A district user only reads dispute requests: no upload.
    expect((await t.upload(files.pdf(), { owner: 'dispute' })).statusCode).toBe(403);
    // The public requester has no key that uploads at all, and sees no LEA's documents.
    expect((await t.upload(files.pdf(), { owner: 'dispute' }, REQUESTER)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/documents/${dispute.id}`, { user: REQUESTER })).statusCode).toBe(404);

    // Monitoring: LEA staff with visit view upload what is asked; a state monitor with visit init decides.
    const monitoring = await uploaded(files.pdf(), { owner: 'monitoring', recordType: 'visit', recordId: 'V-1' });
    expect((await decide(monitoring.id, 1, { decision: 'Approved' }, DISTRICT_USER)).statusCode).toBe(403);
    expect((await decide(monitoring.id, 1, { decision: 'Rejected', reason: 'Incomplete' }, STATE_USER)).statusCode).toBe(200);
  });
});
