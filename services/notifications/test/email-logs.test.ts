import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { FieldMessages } from '@portal/shared-contracts';
import { emailLogColumns, type EmailLogDetail, type EmailLogEntry, type EmailLogPage } from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import { beginAttempt, markSent, recordFailedAttempt, tables } from '../src';
import { ADMINS, callAs, expectOnlyAdminsMay } from './admin-callers';

// The log as the worker writes it (the worker's own functions), read through the Email Logs calls.
let portal: TestPortal;
const ids: Record<string, number> = {};

async function logMail(
  key: string,
  mail: { to: string; subject: string; type: string; html?: string },
  outcome: 'sent' | 'failed' | 'sending',
  createdAt: string,
) {
  const db = tables(portal.db.withSchema('notification'));
  const id = randomUUID();
  await beginAttempt(db, { id, text: `Text of ${mail.subject}`, ...mail });
  if (outcome === 'sent') await markSent(db, id, `<${id}@portal.test>`);
  if (outcome === 'failed') await recordFailedAttempt(db, id, '550 Recipient refused', true);
  await sql`update notification.email_log set created_at = ${new Date(createdAt)} where job_id = ${id}`.execute(portal.db);
  ids[key] = Number((await db.selectFrom('email_log').select('id').where('job_id', '=', id).executeTakeFirstOrThrow()).id);
}

beforeAll(async () => {
  portal = await startTestPortal();
  await logMail(
    'reset',
    {
      to: 'Pat.Lee@example.org',
      subject: 'Reset your password',
      type: 'password-reset',
      html: '<p>Reset <a href="https://portal.test/x">here</a></p>',
    },
    'sent',
    '2026-11-01T15:00:00Z',
  );
  await logMail(
    'violation',
    { to: 'casey@example.org', subject: 'Restraint violation created', type: 'restraint.violation-created' },
    'failed',
    '2026-11-02T15:00:00Z',
  );
  await logMail(
    'digest',
    { to: 'jordan@example.org', subject: 'Your daily digest: 100% done', type: 'daily-digest' },
    'sending',
    '2026-11-03T15:00:00Z',
  );
  for (let i = 0; i < 27; i++)
    await logMail(
      `bulk${i}`,
      { to: `bulk${i}@example.org`, subject: `Bulk ${i}`, type: 'bulk' },
      'sent',
      `2026-10-01T${String(i % 24).padStart(2, '0')}:00:00Z`,
    );
}, 120_000);
afterAll(() => portal?.close());

const list = async (query: string) => {
  const res = await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: `/api/emails${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as EmailLogPage;
};

test('the e-mail log is for the holders of App.emaillogs.view: the state and site admins', async () => {
  for (const url of ['/api/emails', '/api/emails/types', `/api/emails/${ids.reset}`, '/api/emails?format=csv']) {
    await expectOnlyAdminsMay(portal, { method: 'GET', url });
    for (const email of ADMINS)
      expect([url, email, (await callAs(portal, email, { method: 'GET', url })).statusCode]).toEqual([url, email, 200]);
  }
});

test('lists every mail tried, newest first, 25 a page, with what the page shows', async () => {
  const first = await list('');
  expect(first).toMatchObject({ totalCount: 30, pageNumber: 1, pageSize: 25 });
  expect(first.items).toHaveLength(25);
  expect(first.items.slice(0, 3).map((m) => m.subject)).toEqual([
    'Your daily digest: 100% done',
    'Restraint violation created',
    'Reset your password',
  ]);
  expect(first.items[1]).toMatchObject({
    id: ids.violation,
    to: 'casey@example.org',
    type: 'restraint.violation-created',
    status: 'failed',
    attempts: 1,
    lastError: '550 Recipient refused',
    sentAt: null,
    createdAt: '2026-11-02T15:00:00.000Z',
  });
  expect(first.items[2]).toMatchObject({ status: 'sent', sentAt: expect.any(String), lastError: null });
  expect(first.items[0]).not.toHaveProperty('text');
  expect((await list('?pageNumber=2')).items).toHaveLength(5);
});

test('searches recipient and subject in any case, characters like % taken as themselves', async () => {
  expect((await list('?search=PAT.LEE')).items.map((m) => m.id)).toEqual([ids.reset]);
  expect((await list('?search=violation')).items.map((m) => m.id)).toEqual([ids.violation]);
  expect((await list('?search=100%25')).items.map((m) => m.id)).toEqual([ids.digest]);
  expect((await list('?search=_')).totalCount).toBe(0);
});

test('filters by status, type and the time the mail was first tried, and sorts as asked', async () => {
  expect((await list('?status=failed')).items.map((m) => m.id)).toEqual([ids.violation]);
  expect((await list('?type=password-reset')).items.map((m) => m.id)).toEqual([ids.reset]);
  expect((await list('?createdFrom=2026-11-01T00:00:00Z&createdTo=2026-11-02T23:59:59Z')).items.map((m) => m.id)).toEqual([
    ids.violation,
    ids.reset,
  ]);
  // In any case: 'Pat.Lee' after 'jordan', which a byte order would not give.
  expect((await list('?sortField=to&sortDirection=desc&pageSize=3')).items.map((m) => m.to)).toEqual([
    'Pat.Lee@example.org',
    'jordan@example.org',
    'casey@example.org',
  ]);
  expect((await list('?sortField=subject&sortDirection=asc&pageSize=1&search=re')).items.map((m) => m.id)).toEqual([ids.reset]);
});

test('refuses a filter it does not know and a date that is not one, with field errors', async () => {
  const unknown = await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: '/api/emails?recipient=x' });
  expect(unknown.statusCode).toBe(400);
  const badDate = await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: '/api/emails?createdFrom=yesterday' });
  expect(badDate.statusCode).toBe(400);
  expect(badDate.json()).toMatchObject({ errors: { createdFrom: FieldMessages.invalidDate } });
  expect((await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: '/api/emails?status=lost' })).statusCode).toBe(400);
});

test('one mail comes with its text and HTML bodies and its Message-ID; an unknown id is a 404', async () => {
  const res = await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `/api/emails/${ids.reset}` });
  const mail = res.json() as EmailLogDetail;
  expect(mail).toMatchObject({
    id: ids.reset,
    subject: 'Reset your password',
    text: 'Text of Reset your password',
    html: '<p>Reset <a href="https://portal.test/x">here</a></p>',
  });
  expect(mail.messageId).toMatch(/@portal\.test>$/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect((await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `/api/emails/${ids.violation}` })).json()).toMatchObject({
    html: null,
    messageId: null,
  });
  expect((await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: '/api/emails/999999' })).statusCode).toBe(404);
});

test('the types of mail in the log, for the type filter', async () => {
  expect((await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: '/api/emails/types' })).json()).toEqual([
    'bulk',
    'daily-digest',
    'password-reset',
    'restraint.violation-created',
  ]);
});

test('exports the filtered, sorted list as CSV, every row and no page', async () => {
  const res = await callAs(portal, 'stateadmin@example.org', {
    method: 'GET',
    url: '/api/emails?format=csv&status=sent&sortField=createdAt&sortDirection=desc&pageSize=25',
  });
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toContain('filename="email-logs.csv"');
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(1 + 28);
  expect(lines[1]).toMatch(/^Pat.Lee@example.org,Reset your password,password-reset,Sent,1,2026-11-01T15:00:00.000Z,/);

  // The rows and columns of the Email Logs page, every page of them.
  const shown: EmailLogEntry[] = [];
  for (const pageNumber of [1, 2]) {
    const page = await callAs(portal, 'stateadmin@example.org', {
      method: 'GET',
      url: `/api/emails?status=sent&sortField=createdAt&sortDirection=desc&pageSize=25&pageNumber=${pageNumber}`,
    });
    shown.push(...(page.json().items as EmailLogEntry[]));
  }
  const [header, ...rows] = await readDownload(new TextEncoder().encode(res.body), 'csv');
  expect(header).toEqual(emailLogColumns.map((column) => column.header));
  expect(rows).toEqual(shown.map((entry) => emailLogColumns.map((column) => String(column.value(entry) ?? ''))));
});
