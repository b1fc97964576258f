import { sql } from 'kysely';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { FieldMessages, Frequency, NotificationEventTypes, type Subscription } from '@portal/shared-contracts';
import {
  EventTypeMessages,
  eventTypeColumns,
  type NotificationEventType,
  type NotificationEventTypePage,
  type NotificationEventTypeUpdate,
} from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import { ADMINS, callAs, expectOnlyAdminsMay } from './admin-callers';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const TYPES = '/api/event-notification/types';

async function typeByCode(code: string): Promise<NotificationEventType> {
  const page = (
    await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: `${TYPES}?pageSize=100` })
  ).json() as NotificationEventTypePage;
  return page.items.find((t) => t.code === code)!;
}

const editable = (type: NotificationEventType): NotificationEventTypeUpdate => ({
  name: type.name,
  description: type.description,
  isRequired: type.isRequired,
  supportsEmail: type.supportsEmail,
  supportsInApp: type.supportsInApp,
  supportedFrequencies: type.supportedFrequencies as NotificationEventTypeUpdate['supportedFrequencies'],
  hasLea: type.hasLea,
  hasSpecificDate: type.hasSpecificDate,
  audiencePermission: type.audiencePermission,
});

const put = (email: string, id: number, payload: unknown) => callAs(portal, email, { method: 'PUT', url: `${TYPES}/${id}`, payload });
const auditOf = (id: number) =>
  portal.db
    .withSchema('notification')
    .selectFrom('audit_events')
    .select(['event', 'actor_user_id', 'entity_type', 'entity_id', 'details'])
    .where('entity_type', '=', 'notification-type')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

test('reading and editing the types is for the holders of App.notification.manage: the state and site admins', async () => {
  const type = await typeByCode(NotificationEventTypes.PsosCollectionOpened);
  for (const request of [
    { method: 'GET', url: TYPES },
    { method: 'GET', url: `${TYPES}/${type.id}` },
    { method: 'GET', url: `${TYPES}?format=csv` },
  ]) {
    await expectOnlyAdminsMay(portal, request);
    for (const email of ADMINS) expect((await callAs(portal, email, request)).statusCode).toBe(200);
  }
  await expectOnlyAdminsMay(portal, { method: 'PUT', url: `${TYPES}/${type.id}`, payload: { ...editable(type), name: 'Refused rename' } });
  expect((await typeByCode(NotificationEventTypes.PsosCollectionOpened)).name).toBe(type.name);
  for (const email of ADMINS) expect((await put(email, type.id, editable(type))).statusCode).toBe(200);
});

test('lists the types by name with their channels, frequencies, audience and subscribers; searched, filtered and paged on the server', async () => {
  const page = (await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: TYPES })).json() as NotificationEventTypePage;
  expect(page.totalCount).toBe(Object.keys(NotificationEventTypes).length);
  expect(page.items.map((t) => t.name)).toEqual([...page.items.map((t) => t.name)].sort());
  expect(page.items.find((t) => t.code === NotificationEventTypes.MonitoringVisitScheduled)).toMatchObject({
    name: 'Monitoring visit scheduled',
    isRequired: false,
    supportsEmail: true,
    supportsInApp: true,
    supportedFrequencies: [Frequency.Immediately],
    hasLea: true,
    hasSpecificDate: true,
    audiencePermission: 'Monitoring.visit.view',
    subscribers: 0,
  });
  const search = (
    await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `${TYPES}?search=CAP%20DEADLINE` })
  ).json() as NotificationEventTypePage;
  expect(search.items.map((t) => t.code)).toEqual([
    NotificationEventTypes.RestraintCapDeadlineMissed,
    NotificationEventTypes.RestraintCapDeadlineWarning,
  ]);
  const required = (
    await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `${TYPES}?isRequired=true` })
  ).json() as NotificationEventTypePage;
  expect(required.items.map((t) => t.code)).toEqual([NotificationEventTypes.RestraintCapDeadlineMissed]);
  const second = (
    await callAs(portal, 'siteadmin@example.org', {
      method: 'GET',
      url: `${TYPES}?pageSize=5&pageNumber=2&sortField=code&sortDirection=desc`,
    })
  ).json() as NotificationEventTypePage;
  expect(second.items.map((t) => t.code)).toEqual(Object.values(NotificationEventTypes).sort().reverse().slice(5));
});

test('counts the users subscribed to a type', async () => {
  const type = await typeByCode(NotificationEventTypes.PsosCollectionOpened);
  const mine = (
    (
      await callAs(portal, 'districtuser@example.org', { method: 'GET', url: '/api/event-notification/subscriptions/user' })
    ).json() as Subscription[]
  ).find((s) => s.eventNotificationTypeId === type.id)!;
  const saved = await callAs(portal, 'districtuser@example.org', {
    method: 'POST',
    url: '/api/event-notification/subscriptions',
    payload: {
      eventNotificationTypeId: mine.eventNotificationTypeId,
      isSubscribed: true,
      isEmail: true,
      isInApp: true,
      frequency: 2,
      subscribedLeaIds: [],
    },
  });
  expect(saved.statusCode).toBe(200);
  expect((await typeByCode(NotificationEventTypes.PsosCollectionOpened)).subscribers).toBe(type.subscribers + 1);
});

test("an edit is saved whole, shows on the users' Notification Settings, and is audited with what changed; the code stays", async () => {
  const type = await typeByCode(NotificationEventTypes.RestraintViolationCreated);
  const res = await put('stateadmin@example.org', type.id, {
    ...editable(type),
    name: '  Violation recorded ',
    description: 'A violation was recorded in one of your LEAs.',
    supportedFrequencies: [Frequency.Daily],
    supportsInApp: false,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    ...type,
    name: 'Violation recorded',
    description: 'A violation was recorded in one of your LEAs.',
    supportedFrequencies: [Frequency.Daily],
    supportsInApp: false,
  });
  expect((await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `${TYPES}/${type.id}` })).json()).toEqual(res.json());

  const seen = (
    (
      await callAs(portal, 'districtuser@example.org', { method: 'GET', url: '/api/event-notification/subscriptions/user' })
    ).json() as Subscription[]
  ).find((s) => s.eventNotificationTypeId === type.id);
  expect(seen).toMatchObject({ name: 'Violation recorded', isSupportsInApp: false, isInApp: false, supportedFrequency: [Frequency.Daily] });

  const stateadmin = await portal.db
    .selectFrom('directory.users')
    .select('id')
    .where('email', '=', 'stateadmin@example.org')
    .executeTakeFirstOrThrow();
  expect((await auditOf(type.id)).at(-1)).toEqual({
    event: 'event-type-updated',
    actor_user_id: stateadmin.id,
    entity_type: 'notification-type',
    entity_id: String(type.id),
    details: {
      code: NotificationEventTypes.RestraintViolationCreated,
      changed: ['name', 'description', 'supportsInApp', 'supportedFrequencies'],
    },
  });
  // The code is not the page's to change: it is read-only, so a type sent back as it was read, or
  // with another code, saves its other fields and keeps its code.
  expect((await put('stateadmin@example.org', type.id, { ...editable(type), code: 'renamed' })).statusCode).toBe(200);
  expect((await typeByCode(NotificationEventTypes.RestraintViolationCreated)).code).toBe(NotificationEventTypes.RestraintViolationCreated);
});

test('refuses what the dialog would, with its messages under its captions, and changes nothing', async () => {
  const type = await typeByCode(NotificationEventTypes.MonitoringVisitScheduled);
  const auditsBefore = (await auditOf(type.id)).length;
  const cases: Array<[Partial<NotificationEventTypeUpdate>, Record<string, string>]> = [
    [
      { name: '   ', description: '' },
      { Name: FieldMessages.required, Description: FieldMessages.required },
    ],
    [
      { name: 'x'.repeat(201), description: 'y'.repeat(1001) },
      { Name: 'max length 200', Description: 'max length 1000' },
    ],
    [{ supportsEmail: false, supportsInApp: false }, { Channels: EventTypeMessages.noChannel }],
    [{ supportedFrequencies: [] }, { Frequencies: EventTypeMessages.noFrequency }],
    [{ supportedFrequencies: [Frequency.Immediately, Frequency.Daily] }, { Frequencies: EventTypeMessages.specificDateImmediately }],
    [{ audiencePermission: 'App.nonsense' }, { 'Audience permission': FieldMessages.selectFromList }],
  ];
  for (const [change, errors] of cases) {
    const res = await put('siteadmin@example.org', type.id, { ...editable(type), ...change });
    expect([change, res.statusCode, res.json().errors]).toEqual([change, 400, errors]);
  }
  // Only Immediately and Daily exist for a type (spec 9).
  expect(
    (await put('siteadmin@example.org', type.id, { ...editable(type), hasSpecificDate: false, supportedFrequencies: [Frequency.Weekly] }))
      .statusCode,
  ).toBe(400);
  expect(await typeByCode(NotificationEventTypes.MonitoringVisitScheduled)).toEqual(type);
  expect(await auditOf(type.id)).toHaveLength(auditsBefore);
  expect((await put('siteadmin@example.org', 999999, editable(type))).statusCode).toBe(404);
  expect((await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `${TYPES}/999999` })).statusCode).toBe(404);
});

test('exports the types as CSV: the rows and columns the page shows', async () => {
  const res = await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `${TYPES}?format=csv&isRequired=true` });
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      /^Restraint CAP deadline missed,restraint\.cap-deadline-missed,.*,Yes,"E-mail, In-system messages",Immediately and Daily,Yes,No,RestraintAversiveIntervention\.notify\.capdeadline\.missed,\d+$/,
    ),
  ]);
  // The rows and columns of Manage Notification Events.
  const shown = (await callAs(portal, 'siteadmin@example.org', { method: 'GET', url: `${TYPES}?isRequired=true` })).json().items;
  const [header, ...rows] = await readDownload(new TextEncoder().encode(res.body), 'csv');
  expect(header).toEqual(eventTypeColumns.map((column) => column.header));
  expect(rows).toEqual(
    (shown as NotificationEventType[]).map((type) => eventTypeColumns.map((column) => String(column.value(type) ?? ''))),
  );
});

test("the service's audit trail can only grow: the application cannot change or delete an entry", async () => {
  await expect(sql`update notification.audit_events set event = 'rewritten'`.execute(portal.db)).rejects.toThrow('append-only');
  await expect(sql`delete from notification.audit_events`.execute(portal.db)).rejects.toThrow('append-only');
  await expect(sql`truncate notification.audit_events`.execute(portal.db)).rejects.toThrow('append-only');
});
