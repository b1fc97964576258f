import { randomUUID } from 'node:crypto';
import type { JobState } from 'bullmq';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { NotificationEventTypes, type NotificationMessage, type Subscription, type SubscriptionSave } from '@portal/shared-contracts';
import { addNotificationJob, type NotificationEventData } from '@portal/service-kit';
import { eventually } from '@portal/service-kit/testing';

// The whole path: a service raises an event, the worker decides who gets it and how, the
// catcher receives the mail over SMTP and the Messages widget's call lists the message.
let portal: TestPortal;
let district: number;
let otherLea: number;
beforeAll(async () => {
  portal = await startTestPortal({ mail: true });
  district = (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', '01-1000').executeTakeFirstOrThrow())
    .id as number;
  otherLea = (
    await portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('id', '<>', district)
      .where('is_nde_level_district', '=', false)
      .executeTakeFirstOrThrow()
  ).id as number;
}, 120_000);
afterAll(() => portal?.close());

const notification = () => portal.db.withSchema('notification');
const as = async (email: string) => ({ authorization: `Bearer ${await portal.tokenFor(email)}` });

async function subscribe(email: string, typeName: string, choice: Partial<SubscriptionSave>): Promise<Subscription> {
  const list = (
    await portal.inject({ method: 'GET', url: '/api/event-notification/subscriptions/user', headers: await as(email) })
  ).json() as Subscription[];
  const type = list.find((s) => s.name === typeName)!;
  const res = await portal.inject({
    method: 'POST',
    url: '/api/event-notification/subscriptions',
    headers: await as(email),
    payload: {
      eventNotificationTypeId: type.eventNotificationTypeId,
      isSubscribed: true,
      isEmail: true,
      isInApp: true,
      frequency: 1,
      subscribedLeaIds: [district],
      ...choice,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Subscription;
}

/** Nothing waiting, in hand or due for a retry: the mails an event owed have gone. */
const queueDrained = () =>
  eventually(async () => {
    const counts = await portal.mail!.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).every((n) => n === 0) ? true : undefined;
  }, 'the queue to drain');

const settled = (id: string, state: JobState = 'completed') =>
  eventually(async () => ((await portal.mail!.queue.getJobState(id)) === state ? true : undefined), `job ${id} to be ${state}`);

/** Raises an event the way an administrator does (spec 7's queue call), and waits until the worker has handled it and any mail it owed at once. */
async function raise(
  type: string,
  leaId: number | null,
  message: string,
  openUrl = '/restraint-aversive-intervention/violations/1',
): Promise<string> {
  const res = await portal.inject({
    method: 'POST',
    url: '/api/event-notification/message/queue',
    headers: await as('stateadmin@example.org'),
    payload: { eventType: type, leaId, message, openUrl },
  });
  expect(res.statusCode).toBe(202);
  const { id } = res.json() as { id: string };
  await settled(id);
  await queueDrained();
  return id;
}

const mailsTo = (to: string, containing: string) =>
  portal.mail!.catcher.messages().filter((m) => m.to.includes(to) && m.text.includes(containing));
const messagesOf = async (email: string) =>
  (
    await portal.inject({ method: 'GET', url: '/api/event-notification/message/user-messages', headers: await as(email) })
  ).json() as NotificationMessage[];

test('an event reaches a subscriber of its LEA at once, by e-mail with a link under the public URL and in the Messages widget', async () => {
  await subscribe('districtuser@example.org', 'Restraint violation created', { frequency: 1 });
  const message = `Violation created ${randomUUID()}`;
  await raise(NotificationEventTypes.RestraintViolationCreated, district, message);

  const mail = await portal.mail!.waitFor('districtuser@example.org', (m) => m.text.includes(message));
  expect(mail.subject).toBe('Restraint violation created');
  expect(mail.text).toContain('http://localhost:8080/restraint-aversive-intervention/violations/1');
  expect(mail.text).toContain('http://localhost:8080/notification-settings');
  expect(mail.html).toContain('<a href="http://localhost:8080/restraint-aversive-intervention/violations/1">');
  expect((await messagesOf('districtuser@example.org'))[0]).toMatchObject({
    message,
    status: 0,
    openUrl: '/restraint-aversive-intervention/violations/1',
  });
  // Nobody unsubscribed, nobody outside the audience.
  expect(mailsTo('districtadmin@example.org', message)).toHaveLength(0);
  expect((await messagesOf('requester@example.org')).some((m) => m.message === message)).toBe(false);
});

test('an event about an LEA the subscriber did not choose, or may not see, reaches nobody there', async () => {
  const message = `Other LEA ${randomUUID()}`;
  const id = await raise(NotificationEventTypes.RestraintViolationCreated, otherLea, message);
  expect(mailsTo('districtuser@example.org', message)).toHaveLength(0);
  expect((await messagesOf('districtuser@example.org')).some((m) => m.message === message)).toBe(false);
  expect(await notification().selectFrom('events').select('recipients').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
    recipients: 0,
  });
});

test('a user who lost access to an LEA gets nothing more about it', async () => {
  await subscribe('districtadmin@example.org', 'Restraint CAP deadline warning', { frequency: 1 });
  const user = await portal.db
    .selectFrom('directory.users')
    .select('id')
    .where('email', '=', 'districtadmin@example.org')
    .executeTakeFirstOrThrow();
  const before = `Before ${randomUUID()}`;
  await raise(NotificationEventTypes.RestraintCapDeadlineWarning, district, before);
  await portal.mail!.waitFor('districtadmin@example.org', (m) => m.text.includes(before));

  await portal.db.withSchema('identity').deleteFrom('user_leas').where('user_id', '=', user.id).where('lea_id', '=', district).execute();
  try {
    const after = `After ${randomUUID()}`;
    await raise(NotificationEventTypes.RestraintCapDeadlineWarning, district, after);
    expect(mailsTo('districtadmin@example.org', after)).toHaveLength(0);
    expect((await messagesOf('districtadmin@example.org')).some((m) => m.message === after)).toBe(false);
  } finally {
    await portal.db.withSchema('identity').insertInto('user_leas').values({ user_id: user.id, lea_id: district }).execute();
  }
});

test('a required type is delivered despite an opt-out', async () => {
  const user = await portal.db
    .selectFrom('directory.users')
    .select('id')
    .where('email', '=', 'districtuser@example.org')
    .executeTakeFirstOrThrow();
  const type = await notification()
    .selectFrom('event_types')
    .select('id')
    .where('code', '=', NotificationEventTypes.RestraintCapDeadlineMissed)
    .executeTakeFirstOrThrow();
  // An opt-out the dialog cannot make (say, saved before the type became required).
  await notification()
    .insertInto('subscriptions')
    .values({ user_id: user.id, event_type_id: type.id, is_subscribed: false, is_email: false, is_in_app: true, frequency: 1 })
    .execute();
  const message = `Deadline missed ${randomUUID()}`;
  await raise(NotificationEventTypes.RestraintCapDeadlineMissed, district, message);
  const mail = await portal.mail!.waitFor('districtuser@example.org', (m) => m.text.includes(message));
  expect(mail.text).toContain('required for your role');
});

test('the same event handled twice makes one mail and one message, even after the queue forgot it', async () => {
  await subscribe('districtuser@example.org', 'Dispute resolution request submitted', { frequency: 1 });
  const message = `Twice ${randomUUID()}`;
  const event: NotificationEventData = {
    id: randomUUID(),
    type: NotificationEventTypes.DisputeRequestSubmitted,
    leaId: district,
    subject: null,
    message,
    openUrl: null,
    source: 'test',
    occurredAt: new Date().toISOString(),
  };
  const queue = portal.mail!.queue;
  await addNotificationJob(queue, 'event', event);
  await addNotificationJob(queue, 'event', event);
  await settled(event.id);
  await portal.mail!.waitFor('districtuser@example.org', (m) => m.text.includes(message));
  await queue.remove(event.id);
  await addNotificationJob(queue, 'event', event);
  await settled(event.id);
  expect((await queue.getJob(event.id))?.returnvalue).toBe('already-received');
  await new Promise((r) => setTimeout(r, 500));
  expect(mailsTo('districtuser@example.org', message)).toHaveLength(1);
  expect((await messagesOf('districtuser@example.org')).filter((m) => m.message === message)).toHaveLength(1);
});

test('five events for a Daily subscriber make one digest listing all five, however often the scheduler fires', async () => {
  const leas = await portal.db.selectFrom('directory.leas').select('id').orderBy('id').execute();
  await subscribe('stateuser@example.org', 'Dispute resolution request withdrawn', {
    frequency: 2,
    isInApp: false,
    subscribedLeaIds: leas.map((l) => l.id as number),
  });
  const tag = randomUUID();
  const messages = Array.from({ length: 5 }, (_, i) => `Withdrawn ${i + 1} ${tag}`);
  for (const message of messages)
    await raise(
      NotificationEventTypes.DisputeRequestWithdrawn,
      district,
      message,
      `/dispute-resolution/requests/${messages.indexOf(message) + 1}`,
    );
  expect(portal.mail!.catcher.messages().filter((m) => m.to.includes('stateuser@example.org') && m.text.includes(tag))).toHaveLength(0);

  const queue = portal.mail!.queue;
  for (let run = 0; run < 3; run++) {
    const job = await queue.add('digest-run', {});
    await settled(job.id!);
    await queueDrained();
  }
  const digest = await portal.mail!.waitFor('stateuser@example.org', (m) => m.text.includes(tag));
  await new Promise((r) => setTimeout(r, 500));
  const digests = portal.mail!.catcher.messages().filter((m) => m.to.includes('stateuser@example.org') && m.text.includes(tag));
  expect(digests).toHaveLength(1);
  expect(digest.subject).toMatch(/^Your portal notifications for \d{4}-\d{2}-\d{2} \(\d+ notifications\)$/);
  for (const message of messages) expect(digest.text).toContain(message);
  expect(digest.html).toContain('/dispute-resolution/requests/5');
});

test('raising an event by hand needs notification.manage and a known type', async () => {
  const payload = { eventType: NotificationEventTypes.PsosCollectionOpened, message: 'Open' };
  expect(
    (
      await portal.inject({
        method: 'POST',
        url: '/api/event-notification/message/queue',
        headers: await as('districtuser@example.org'),
        payload,
      })
    ).statusCode,
  ).toBe(403);
  const unknown = await portal.inject({
    method: 'POST',
    url: '/api/event-notification/message/queue',
    headers: await as('stateadmin@example.org'),
    payload: { ...payload, eventType: 'nope' },
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({ errors: { 'Event type': 'There is no such notification type.' } });
  const noLea = await portal.inject({
    method: 'POST',
    url: '/api/event-notification/message/queue',
    headers: await as('stateadmin@example.org'),
    payload: { ...payload, eventType: NotificationEventTypes.RestraintViolationCreated },
  });
  expect(noLea.json()).toMatchObject({ errors: { LEA: expect.any(String) } });
  const offSite = await portal.inject({
    method: 'POST',
    url: '/api/event-notification/message/queue',
    headers: await as('stateadmin@example.org'),
    payload: { ...payload, openUrl: '//evil.example/x' },
  });
  expect(offSite.statusCode).toBe(400);
});

test('the queue figures are for administrators', async () => {
  const res = await portal.inject({
    method: 'GET',
    url: '/api/event-notification/queue/figures',
    headers: await as('siteadmin@example.org'),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    waiting: expect.any(Number),
    active: expect.any(Number),
    failed: expect.any(Number),
    sent: expect.any(Number),
    mailsFailed: 0,
    outboxPending: 0,
  });
  expect((res.json() as { sent: number }).sent).toBeGreaterThan(0);
  expect(
    (await portal.inject({ method: 'GET', url: '/api/event-notification/queue/figures', headers: await as('districtuser@example.org') }))
      .statusCode,
  ).toBe(403);
});
