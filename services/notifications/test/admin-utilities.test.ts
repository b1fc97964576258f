import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { eventually } from '@portal/service-kit/testing';
import { FieldMessages, type NotificationMessage } from '@portal/shared-contracts';
import {
  EmailLogTexts,
  SystemMessageTexts,
  TestMailTexts,
  type EmailLogDetail,
  type NotificationQueueFigures,
} from '@portal/shared-contracts/admin';
import { beginAttempt, recordFailedAttempt, tables, type EmailStatus } from '../src';
import { ADMINS, callAs, expectOnlyAdminsMay } from './admin-callers';

// Admin Utilities against the real queue, worker and SMTP catcher. The catcher refuses (550) the
// addresses in `refused`, which a test takes out again to let a retry through.
const refused = new Set<string>();
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ mail: true, rejectRecipients: (address) => (refused.has(address.toLowerCase()) ? 550 : null) });
}, 120_000);
afterAll(() => portal?.close());

const notification = () => tables(portal.db.withSchema('notification'));
const userId = async (email: string) =>
  (await portal.db.selectFrom('directory.users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
const logOf = (mailId: string) => notification().selectFrom('email_log').selectAll().where('job_id', '=', mailId).executeTakeFirst();
const logged = (mailId: string, status: EmailStatus) =>
  eventually(async () => ((await logOf(mailId))?.status === status ? (await logOf(mailId))! : undefined), `mail ${mailId} to be ${status}`);
const mailsTo = (to: string) => portal.mail!.catcher.messages().filter((m) => m.to.includes(to));
const auditFor = (entityId: string) =>
  notification()
    .selectFrom('audit_events')
    .select(['event', 'actor_user_id', 'entity_type', 'details'])
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

async function sendTestMail(to: string, as = 'siteadmin@example.org'): Promise<string> {
  const res = await callAs(portal, as, { method: 'POST', url: '/api/emails/test', payload: { to } });
  expect(res.statusCode).toBe(202);
  return (res.json() as { mailId: string }).mailId;
}

/** A mail that failed for good: refused with a 550, tried once. */
async function failedMail(to: string): Promise<{ mailId: string; id: number }> {
  refused.add(to);
  const mailId = await sendTestMail(to);
  const row = await logged(mailId, 'failed');
  expect(row).toMatchObject({ attempts: 1, last_error: expect.stringContaining('550') });
  return { mailId, id: Number(row.id) };
}

describe('test e-mail', () => {
  test('goes through the queue and the worker to the address given, and appears in the e-mail log with its body', async () => {
    const mailId = await sendTestMail('ops-check@example.org');
    const mail = await portal.mail!.waitFor('ops-check@example.org');
    expect(mail.subject).toBe(TestMailTexts.subject);
    expect(mail.text).toContain('sent by siteadmin@example.org from Admin Utilities');
    const row = await logged(mailId, 'sent');
    expect(row).toMatchObject({ type: 'admin-test', to_address: 'ops-check@example.org', attempts: 1 });
    const detail = (
      await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: `/api/emails/${row.id}` })
    ).json() as EmailLogDetail;
    expect(detail).toMatchObject({ mailId, status: 'sent', subject: TestMailTexts.subject, text: mail.text.trim() });
    expect(detail.html).toContain('<p>This is a test e-mail sent by siteadmin@example.org');
    expect(await auditFor(mailId)).toEqual([
      { event: 'test-email-queued', actor_user_id: await userId('siteadmin@example.org'), entity_type: 'email', details: {} },
    ]);
  });

  /**
   * The mails waiting in the outbox, once the relay has queued what earlier tests left there: a
   * count taken while it drains could only fall, whatever a refused request did.
   */
  const outboxRows = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from notification.notification_outbox`.execute(portal.db)).rows[0]!.n);
  const drainedOutbox = () => eventually(async () => ((await outboxRows()) === 0 ? true : undefined), 'the outbox to be drained');

  test("is for Admin Utilities' key, App.roles.manage: the state and site admins", async () => {
    await drainedOutbox();
    await expectOnlyAdminsMay(portal, { method: 'POST', url: '/api/emails/test', payload: { to: 'not-for-them@example.org' } });
    expect(await outboxRows()).toBe(0);
    for (const email of ADMINS) await sendTestMail(`from-${email}`, email);
    await portal.mail!.waitFor('from-stateadmin@example.org');
  });

  test('refuses what the form would, under its caption, and queues nothing', async () => {
    await drainedOutbox();
    for (const [to, message] of [
      ['  ', FieldMessages.required],
      ['not-an-address', FieldMessages.email],
      ['two@example.org, three@example.org', FieldMessages.email],
    ]) {
      const res = await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: '/api/emails/test', payload: { to } });
      expect([to, res.statusCode, res.json()]).toEqual([
        to,
        400,
        expect.objectContaining({ message: TestMailTexts.refused, errors: { 'Send to': message } }),
      ]);
    }
    expect(
      (
        await callAs(portal, 'siteadmin@example.org', {
          method: 'POST',
          url: '/api/emails/test',
          payload: { to: 'a@example.org', cc: 'b@example.org' },
        })
      ).statusCode,
    ).toBe(400);
    expect(await outboxRows()).toBe(0);
  });
});

describe('retrying one failed mail', () => {
  test('sends it again under its own id once the cause is gone, and a mail logged as sent is never sent again', async () => {
    const { mailId, id } = await failedMail('bounce@example.org');
    await expectOnlyAdminsMay(portal, { method: 'POST', url: `/api/emails/${id}/retry` });
    expect((await logOf(mailId))?.status).toBe('failed');

    refused.delete('bounce@example.org');
    const res = await callAs(portal, 'stateadmin@example.org', { method: 'POST', url: `/api/emails/${id}/retry` });
    expect([res.statusCode, res.json()]).toEqual([202, { retried: 1 }]);
    await portal.mail!.waitFor('bounce@example.org');
    expect(await logged(mailId, 'sent')).toMatchObject({ attempts: 2, last_error: null });

    const again = await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: `/api/emails/${id}/retry` });
    expect([again.statusCode, again.json().message]).toEqual([409, EmailLogTexts.alreadySent]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('bounce@example.org')).toHaveLength(1);
    expect((await auditFor(mailId)).map((a) => a.event)).toEqual(['test-email-queued', 'email-retried']);
    expect((await auditFor(mailId))[1]).toMatchObject({
      actor_user_id: await userId('stateadmin@example.org'),
      details: { emailLogId: id, status: 'failed' },
    });
    expect((await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: '/api/emails/999999/retry' })).statusCode).toBe(404);
  });

  test('a mail already on its way again is not queued twice', async () => {
    const db = notification();
    const mail = { id: randomUUID(), to: 'later@example.org', subject: 'Later', text: 'Later', type: 'admin-test' };
    await beginAttempt(db, mail);
    await recordFailedAttempt(db, mail.id, '451 try later', true);
    // Its job waits in the queue, as one backing off before its next try does.
    await portal.mail!.queue.add('email', mail, { jobId: mail.id, delay: 600_000 });
    try {
      const row = (await logOf(mail.id))!;
      const res = await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: `/api/emails/${row.id}/retry` });
      expect([res.statusCode, res.json().message]).toEqual([409, EmailLogTexts.underway]);
      expect((await logOf(mail.id))?.status).toBe('failed');
      expect(await auditFor(mail.id)).toEqual([]);
    } finally {
      await portal.mail!.queue.remove(mail.id);
      await recordFailedAttempt(db, mail.id, '451 try later', true);
    }
  });
});

test('retry all queues again every failed mail, every mail stranded on its way, and every other failed job', async () => {
  // What the later figures are compared with: the mail just made failed is retried below.
  await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: '/api/emails/retry-failed' });
  await eventually(
    async () => ((await portal.mail!.queue.getJobCounts('waiting', 'active', 'delayed')).waiting === 0 ? true : undefined),
    'the queue to settle',
  );

  const first = await failedMail('first-bounce@example.org');
  const second = await failedMail('second-bounce@example.org');
  // Stranded: logged as on its way ages ago, while the queue has no job for it (Redis lost it).
  const stranded = { id: randomUUID(), to: 'stranded@example.org', subject: 'Stranded', text: 'Stranded on its way', type: 'admin-test' };
  await beginAttempt(notification(), stranded);
  await sql`update notification.email_log set updated_at = now() - interval '1 hour' where job_id = ${stranded.id}`.execute(portal.db);
  // A job that is not a mail and failed: here one the worker does not know, which it refuses for good.
  const odd = await portal.mail!.queue.add('unknown-job' as 'event', {});
  await eventually(async () => ((await odd.getState()) === 'failed' ? true : undefined), 'the broken job to fail');

  await expectOnlyAdminsMay(portal, { method: 'POST', url: '/api/emails/retry-failed' });
  expect((await logOf(first.mailId))?.status).toBe('failed');

  refused.clear();
  const res = await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: '/api/emails/retry-failed' });
  expect([res.statusCode, res.json()]).toEqual([202, { retried: 4 }]);
  for (const to of ['first-bounce@example.org', 'second-bounce@example.org', 'stranded@example.org']) await portal.mail!.waitFor(to);
  await logged(first.mailId, 'sent');
  await logged(second.mailId, 'sent');
  expect(await logged(stranded.id, 'sent')).toMatchObject({ attempts: 2 });
  expect((await auditFor(String(odd.id))).map((a) => a.event)).toEqual(['job-retried']);
  // Sent mails stay sent: nothing went out twice.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const to of ['ops-check@example.org', 'bounce@example.org', 'first-bounce@example.org', 'stranded@example.org'])
    expect([to, mailsTo(to).length]).toEqual([to, 1]);
});

test('the queue figures are for the admins too', async () => {
  await expectOnlyAdminsMay(portal, { method: 'GET', url: '/api/event-notification/queue/figures' });
  for (const email of ADMINS) {
    const res = await callAs(portal, email, { method: 'GET', url: '/api/event-notification/queue/figures' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      waiting: expect.any(Number),
      sent: expect.any(Number),
      mailsFailed: expect.any(Number),
    } satisfies Partial<Record<keyof NotificationQueueFigures, unknown>>);
  }
});

describe('system message', () => {
  const POST = '/api/notificationmesages';
  const messagesOf = async (email: string) => (await callAs(portal, email, { method: 'GET', url: POST })).json() as NotificationMessage[];
  const userMessages = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from notification.user_messages`.execute(portal.db)).rows[0]!.n);

  test("is posted by the admins only, to everyone, to the holders of a permission, to an LEA's users or to named users", async () => {
    const before = await userMessages();
    await expectOnlyAdminsMay(portal, { method: 'POST', url: POST, payload: { message: 'Refused', audience: 'everyone' } });
    expect(await userMessages()).toBe(before);

    const district = (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', '01-1000').executeTakeFirstOrThrow())
      .id as number;
    const enabled = Number(
      (
        await portal.db
          .selectFrom('directory.users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('enabled', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const localAdmins = Number(
      (
        await portal.db
          .selectFrom('directory.user_permissions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('permission', '=', 'App.localadmin')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const cases: Array<[Record<string, unknown>, number, string[]]> = [
      [{ audience: 'everyone' }, enabled, ['requester@example.org', 'siteadmin@example.org']],
      [{ audience: 'permission', permission: 'App.localadmin' }, localAdmins, ['districtadmin@example.org', 'siteadmin@example.org']],
      [{ audience: 'lea', leaId: district }, 2, ['districtadmin@example.org', 'districtuser@example.org']],
      [{ userIds: [await userId('requester@example.org')] }, 1, ['requester@example.org']],
    ];
    for (const [audience, delivered, reached] of cases) {
      const message = `Planned outage ${randomUUID()}`;
      const res = await callAs(portal, 'stateadmin@example.org', {
        method: 'POST',
        url: POST,
        payload: { message, openUrl: '/notification-settings', ...audience },
      });
      expect([audience, res.statusCode, res.json()]).toEqual([audience, 201, { delivered }]);
      for (const email of reached)
        expect((await messagesOf(email))[0]).toMatchObject({ message, openUrl: '/notification-settings', status: 0 });
      if (delivered === 1) expect((await messagesOf('stateuser@example.org')).some((m) => m.message === message)).toBe(false);
    }
    const audits = await notification()
      .selectFrom('audit_events')
      .select(['details', 'lea_id'])
      .where('event', '=', 'system-message-posted')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.details)).toEqual([
      { audience: 'everyone', permission: null, delivered: enabled },
      { audience: 'permission', permission: 'App.localadmin', delivered: localAdmins },
      { audience: 'lea', permission: null, delivered: 2 },
      { audience: 'users', permission: null, delivered: 1 },
    ]);
    expect(audits[2]!.lea_id).toBe(district);
  });

  test('refuses what the form would, under its captions, and posts nothing', async () => {
    const before = await userMessages();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ message: 'Hello' }, { 'Send to': FieldMessages.required }],
      [{ message: '   ', audience: 'everyone' }, { Message: FieldMessages.required }],
      [{ message: 'x'.repeat(1001), audience: 'everyone' }, { Message: 'max length 1000' }],
      [{ message: 'Hello', audience: 'permission', permission: 'App.nonsense' }, { Permission: FieldMessages.selectFromList }],
      [{ message: 'Hello', audience: 'permission' }, { Permission: FieldMessages.required }],
      [{ message: 'Hello', audience: 'lea' }, { LEA: FieldMessages.required }],
      [{ message: 'Hello', audience: 'everyone', userIds: [1] }, { 'Send to': SystemMessageTexts.usersOrAudience }],
      [{ message: 'Hello', audience: 'everyone', openUrl: '//elsewhere.example' }, { openUrl: FieldMessages.incorrectFormat }],
    ];
    for (const [payload, errors] of cases) {
      const res = await callAs(portal, 'siteadmin@example.org', { method: 'POST', url: POST, payload });
      expect([payload, res.statusCode, res.json().errors]).toEqual([payload, 400, errors]);
    }
    expect(
      (
        await callAs(portal, 'siteadmin@example.org', {
          method: 'POST',
          url: POST,
          payload: { message: 'Hello', audience: 'lea', leaId: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(await userMessages()).toBe(before);
  });
});
