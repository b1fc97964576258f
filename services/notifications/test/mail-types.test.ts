import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { createNotificationProducer, mailSecretKey } from '@portal/service-kit';
import { eventually } from '@portal/service-kit/testing';
import { MailTemplateMessages, MailTypeCodes } from '@portal/shared-contracts';
import { type MailType, type MailTypeList, type RenderedMail } from '@portal/shared-contracts/admin';
import { tables } from '../src';
import { callAs } from './admin-callers';

// Mail types and their templates, against the real queue, worker and SMTP catcher. The state
// admin holds restraint's "email templates view" and "mail type create"; a district user neither.
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ mail: true });
}, 120_000);
afterAll(() => portal?.close());

const ADMIN = 'stateadmin@example.org';
const notification = () => tables(portal.db.withSchema('notification'));
const readType = async (code: string) =>
  (await callAs(portal, ADMIN, { method: 'GET', url: `/api/mail-types/${code}` })).json() as MailType;
const saveVersion = (code: string, payload: object, as = ADMIN) =>
  callAs(portal, as, { method: 'POST', url: `/api/mail-types/${code}/versions`, payload });
const logOf = (mailId: string) => notification().selectFrom('email_log').selectAll().where('job_id', '=', mailId).executeTakeFirst();
const sentLog = (mailId: string) =>
  eventually(async () => {
    const row = await logOf(mailId);
    return row?.status === 'sent' ? row : undefined;
  }, `mail ${mailId} to be sent`);
/** A producer writing to the notifications service's own outbox, which its relay hands to the queue. */
const producer = () => createNotificationProducer('test', mailSecretKey(portal.mailSecretKey));

describe('mail types', () => {
  test("restraint's types are listed with their first version, for those who may view them only", async () => {
    const res = await callAs(portal, ADMIN, { method: 'GET', url: '/api/mail-types?application=restraint' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as MailTypeList;
    expect(items.map((t) => t.code).sort()).toEqual(Object.values(MailTypeCodes).sort());
    expect(items.every((t) => t.application === 'restraint' && t.activeVersion !== null)).toBe(true);

    expect((await portal.inject({ method: 'GET', url: '/api/mail-types?application=restraint' })).statusCode).toBe(401);
    expect((await callAs(portal, 'districtuser@example.org', { method: 'GET', url: '/api/mail-types' })).statusCode).toBe(403);
    expect(
      (await callAs(portal, 'districtuser@example.org', { method: 'GET', url: `/api/mail-types/${MailTypeCodes.RestraintPlanApproved}` }))
        .statusCode,
    ).toBe(403);
    expect((await callAs(portal, ADMIN, { method: 'GET', url: '/api/mail-types/restraint.no-such-type' })).statusCode).toBe(404);

    const type = await readType(MailTypeCodes.RestraintViolationNotice);
    expect(type.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['incidentNumber', 'planDueDate', 'recipientName', 'link']));
    expect(type.versions).toHaveLength(1);
    expect(type.versions[0]).toMatchObject({ version: 1, active: true, subject: expect.stringContaining('{{incidentNumber}}') });
  });

  test('a version with a field the type does not declare is refused, naming the field, and nothing is saved', async () => {
    const before = await readType(MailTypeCodes.RestraintPlanApproved);
    const res = await saveVersion(MailTypeCodes.RestraintPlanApproved, {
      subject: 'Plan approved for {{incidentNumber}}',
      body: 'Dear {{recipientName}}, the plan for {{studentName}} was approved.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MailTemplateMessages.refused,
      errors: { Body: expect.stringContaining('Unknown merge field {{studentName}}') },
    });
    const unclosed = await saveVersion(MailTypeCodes.RestraintPlanApproved, { subject: 'Plan {{incidentNumber', body: 'Body' });
    expect([unclosed.statusCode, unclosed.json().errors]).toEqual([400, { Subject: MailTemplateMessages.unclosed }]);
    expect(await readType(MailTypeCodes.RestraintPlanApproved)).toEqual(before);
  });

  test('saving makes a new version, the active one; the old version never changes', async () => {
    const code = MailTypeCodes.RestraintPlanVerified;
    const first = (await readType(code)).versions[0]!;
    const res = await saveVersion(code, {
      subject: 'Verified: {{incidentNumber}}',
      body: 'Dear {{recipientName}},\n\nVerified on {{verifiedDate}}.',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as MailType;
    expect(saved.activeVersion).toBe(2);
    expect(saved.versions.map((v) => [v.version, v.active])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(saved.versions[0]).toMatchObject({ subject: 'Verified: {{incidentNumber}}', createdBy: expect.any(String) });
    expect(saved.versions[1]).toEqual({ ...first, active: false });
    // Not even the database lets a saved version change.
    await expect(
      sql`update notification.mail_template_versions set subject = 'changed' where id = ${first.id}`.execute(portal.db),
    ).rejects.toThrow(/never changes/);
    expect((await saveVersion(code, { subject: 'S', body: 'B' }, 'districtadmin@example.org')).statusCode).toBe(403);
  });

  test('a mail type is created with its first version by those who may, once', async () => {
    const payload = {
      code: 'restraint.parent-letter',
      application: 'restraint',
      name: 'Parent letter',
      fields: [{ name: 'studentFirstName', description: "The student's first name.", sample: 'Sam' }],
      subject: 'About {{studentFirstName}}',
      body: 'Dear {{recipientName}},\n\nWe write about {{studentFirstName}}.',
    };
    const refused = await callAs(portal, ADMIN, {
      method: 'POST',
      url: '/api/mail-types',
      payload: { ...payload, body: '{{studentLastName}}' },
    });
    expect([refused.statusCode, refused.json().errors.Body]).toEqual([400, expect.stringContaining('{{studentLastName}}')]);
    expect((await callAs(portal, 'districtadmin@example.org', { method: 'POST', url: '/api/mail-types', payload })).statusCode).toBe(403);

    const res = await callAs(portal, ADMIN, { method: 'POST', url: '/api/mail-types', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'restraint.parent-letter', activeVersion: 1 });
    expect((res.json() as MailType).fields.map((f) => f.name)).toEqual(['studentFirstName', 'recipientName', 'link', 'portalUrl']);
    const again = await callAs(portal, ADMIN, { method: 'POST', url: '/api/mail-types', payload });
    expect([again.statusCode, again.json().message]).toEqual([409, MailTemplateMessages.exists('restraint.parent-letter')]);
    const badCode = await callAs(portal, ADMIN, { method: 'POST', url: '/api/mail-types', payload: { ...payload, code: 'parent letter' } });
    expect([badCode.statusCode, badCode.json().errors.Code]).toEqual([400, MailTemplateMessages.codeFormat('restraint')]);
  });
});

describe('preview', () => {
  test("renders a draft with the samples, or with the record's merge data given, merge values escaped in HTML", async () => {
    const code = MailTypeCodes.RestraintRevisionsRequired;
    const res = await callAs(portal, ADMIN, {
      method: 'POST',
      url: `/api/mail-types/${code}/preview`,
      payload: {
        subject: 'Revise {{incidentNumber}}',
        body: '<p>Reason: {{revisionReason}}</p>',
        format: 'html',
        sample: { revisionReason: 'Add <b>dates</b> & names' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      subject: 'Revise RAI-27-00042',
      html: '<p>Reason: Add &#60;b&#62;dates&#60;/b&#62; &#38; names</p>',
      text: 'Reason: Add <b>dates</b> & names',
    } satisfies RenderedMail);

    const active = (
      await callAs(portal, ADMIN, { method: 'POST', url: `/api/mail-types/${code}/preview`, payload: {} })
    ).json() as RenderedMail;
    expect(active.subject).toBe('Revisions required: corrective action plan for incident RAI-27-00042');
    expect(active.html).toContain('<p>Dear Jordan Rivera,</p>');

    const unknown = await callAs(portal, ADMIN, { method: 'POST', url: `/api/mail-types/${code}/preview`, payload: { body: '{{nope}}' } });
    expect([unknown.statusCode, unknown.json().errors.Body]).toEqual([400, expect.stringContaining('{{nope}}')]);
  });
});

describe('sending', () => {
  test('a letter queued before its template changes goes out with the new template: it is written when sent', async () => {
    const code = MailTypeCodes.RestraintViolationNotice;
    const queue = portal.mail!.queue;
    await queue.pause();
    let mailId: string;
    try {
      mailId = (
        await producer().letter(notification(), {
          mailType: code,
          to: { email: 'coordinator@example.org', name: 'Casey Coordinator' },
          merge: { incidentNumber: 'RAI-27-00007', decisionReason: 'No <emergency> documented' },
          openUrl: '/restraint-aversive-intervention/incidents/7',
        })
      )[0]!;
      await eventually(async () => ((await queue.getJob(mailId)) ? true : undefined), 'the letter to be queued');
      expect(
        (
          await saveVersion(code, {
            subject: 'Notice {{incidentNumber}} (v2)',
            body: 'Hello {{recipientName}}: {{decisionReason}}. {{link}}',
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await queue.resume();
    }
    const mail = await portal.mail!.waitFor('coordinator@example.org');
    expect(mail.subject).toBe('Notice RAI-27-00007 (v2)');
    expect(mail.text.trim()).toBe(
      'Hello Casey Coordinator: No <emergency> documented. http://localhost:8080/restraint-aversive-intervention/incidents/7',
    );
    expect(mail.html).toContain('No &#60;emergency&#62; documented');
    const active = (await readType(code)).versions[0]!;
    expect(await sentLog(mailId)).toMatchObject({
      type: code,
      to_address: 'coordinator@example.org',
      subject: 'Notice RAI-27-00007 (v2)',
      template_version_id: active.id,
    });
  });

  test("test send goes through the queue to the caller's own address only, logged with the version", async () => {
    const code = MailTypeCodes.RestraintPlanApproved;
    const before = portal.mail!.catcher.messages().length;
    const res = await callAs(portal, ADMIN, {
      method: 'POST',
      url: `/api/mail-types/${code}/test-send`,
      payload: { sample: { incidentNumber: 'RAI-27-00099' } },
    });
    expect(res.statusCode).toBe(202);
    const { mailId, to } = res.json() as { mailId: string; to: string };
    expect(to).toBe(ADMIN);
    const mail = await portal.mail!.waitFor(ADMIN, (m) => m.subject.includes('RAI-27-00099'));
    expect(mail.subject).toBe('Corrective action plan approved: incident RAI-27-00099');
    expect(mail.text).toContain('Dear Avery Stateadmin,');
    const row = await sentLog(mailId);
    expect(row).toMatchObject({ type: code, to_address: ADMIN, template_version_id: (await readType(code)).versions[0]!.id });
    const detail = await callAs(portal, ADMIN, { method: 'GET', url: `/api/emails/${row.id}` });
    expect(detail.json()).toMatchObject({ mailId, subject: mail.subject, templateVersion: 1 });
    // Sent to nobody else: the one new mail is the caller's.
    await eventually(async () => (portal.mail!.catcher.messages().length > before ? true : undefined), 'the mail');
    expect(
      portal
        .mail!.catcher.messages()
        .slice(before)
        .map((m) => m.to),
    ).toEqual([[ADMIN]]);

    // A draft is tried the same way, unsaved: the log keeps what was sent.
    const draft = await callAs(portal, ADMIN, {
      method: 'POST',
      url: `/api/mail-types/${code}/test-send`,
      payload: {
        subject: 'Draft for {{incidentNumber}}',
        body: 'Draft body for {{recipientName}}',
        sample: { incidentNumber: 'RAI-27-00100' },
      },
    });
    expect(draft.statusCode).toBe(202);
    const draftMail = await portal.mail!.waitFor(ADMIN, (m) => m.subject === 'Draft for RAI-27-00100');
    expect(draftMail.text.trim()).toBe('Draft body for Avery Stateadmin');
    expect(await sentLog((draft.json() as { mailId: string }).mailId)).toMatchObject({
      to_address: ADMIN,
      type: code,
      template_version_id: null,
    });
    expect((await readType(code)).versions).toHaveLength(1);

    expect(
      (await callAs(portal, 'districtuser@example.org', { method: 'POST', url: `/api/mail-types/${code}/test-send`, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  test("an event whose type has a mail type reaches its subscribers written from the template with the event's merge data", async () => {
    const lea = (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', '01-1000').executeTakeFirstOrThrow())
      .id as number;
    const code = MailTypeCodes.RestraintCapDeadlineMissed;
    expect(
      (
        await saveVersion(code, {
          subject: 'Missed: {{incidentNumber}} due {{planDueDate}}',
          body: '{{recipientName}}: {{message}}',
          format: 'text',
        })
      ).statusCode,
    ).toBe(201);
    // Immediately, so the mail goes now rather than in the daily digest.
    const user = await portal.db
      .selectFrom('directory.users')
      .select('id')
      .where('email', '=', 'districtuser@example.org')
      .executeTakeFirstOrThrow();
    const type = await notification().selectFrom('event_types').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await notification()
      .insertInto('subscriptions')
      .values({ user_id: user.id as number, event_type_id: type.id, is_subscribed: true, is_email: true, is_in_app: true, frequency: 1 })
      .execute();
    await producer().raise(notification(), {
      type: code,
      leaId: lea,
      message: 'The plan for RAI-27-00011 is overdue.',
      openUrl: '/restraint-aversive-intervention/incidents/11',
      merge: { incidentNumber: 'RAI-27-00011', planDueDate: '2026-11-20' },
    });
    const mail = await portal.mail!.waitFor('districtuser@example.org', (m) => m.subject.includes('RAI-27-00011'));
    expect(mail.subject).toBe('Missed: RAI-27-00011 due 2026-11-20');
    expect(mail.text).toContain(': The plan for RAI-27-00011 is overdue.');
  });

  test('a letter of a type without a template is logged as failed, not lost', async () => {
    const [mailId] = await producer().letter(notification(), { mailType: 'restraint.not-a-type', to: 'nobody@example.org', merge: {} });
    const row = await eventually(async () => {
      const r = await logOf(mailId!);
      return r?.status === 'failed' ? r : undefined;
    }, 'the letter to fail');
    expect(row.last_error).toBe(MailTemplateMessages.noTemplate('restraint.not-a-type'));
  });
});
