import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { NotificationEventTypes, SubscriptionMessages, type Subscription, type SubscriptionSave } from '@portal/shared-contracts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const LIST = '/api/event-notification/subscriptions/user';
const SAVE = '/api/event-notification/subscriptions';

async function as(email: string) {
  return { authorization: `Bearer ${await portal.tokenFor(email)}` };
}

async function subscriptionsOf(email: string): Promise<Subscription[]> {
  const res = await portal.inject({ method: 'GET', url: LIST, headers: await as(email) });
  expect(res.statusCode).toBe(200);
  return res.json() as Subscription[];
}

async function typeNamed(email: string, name: string): Promise<Subscription> {
  const found = (await subscriptionsOf(email)).find((s) => s.name === name);
  if (!found) throw new Error(`${email} does not see ${name}`);
  return found;
}

const save = async (email: string, body: Partial<SubscriptionSave> & { eventNotificationTypeId: number }) =>
  portal.inject({
    method: 'POST',
    url: SAVE,
    headers: await as(email),
    payload: { isSubscribed: true, isEmail: true, isInApp: true, frequency: 2, subscribedLeaIds: [], ...body },
  });

async function leaIdOf(code: string): Promise<number> {
  const row = await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', code).executeTakeFirstOrThrow();
  return row.id as number;
}

describe('the Notification Settings calls', () => {
  test('list the types a user may receive, with the dialog defaults until they choose', async () => {
    const district = await leaIdOf('01-1000');
    const list = await subscriptionsOf('districtuser@example.org');
    expect(list.map((s) => s.name)).toEqual([
      'Dispute resolution request submitted',
      'Dispute resolution request withdrawn',
      'Monitoring visit scheduled',
      'PSOS collection opened',
      'Restraint CAP deadline missed',
      'Restraint CAP deadline warning',
      'Restraint violation created',
    ]);
    expect(list.find((s) => s.name === 'Restraint violation created')).toMatchObject({
      eventNotificationSubscriptionId: null,
      isSubscribed: false,
      isEmail: true,
      isInApp: true,
      frequency: 2,
      supportedFrequency: [1, 2],
      subscribedLeaIds: [],
      isEventNotificationTypeRequired: false,
      hasLea: true,
      hasSpecificDate: false,
    });
    // Required: subscribed by e-mail for every LEA the user may see.
    expect(list.find((s) => s.name === 'Restraint CAP deadline missed')).toMatchObject({
      isSubscribed: true,
      isEmail: true,
      isEventNotificationTypeRequired: true,
      subscribedLeaIds: [district],
    });
    expect(list.find((s) => s.name === 'Monitoring visit scheduled')).toMatchObject({ hasSpecificDate: true, frequency: 1 });
    expect(list.find((s) => s.name === 'PSOS collection opened')).toMatchObject({ supportedFrequency: [2], hasLea: false });

    // A finalizer's type is for state users; a requester has none.
    expect((await subscriptionsOf('stateuser@example.org')).map((s) => s.name)).toContain('ECO records awaiting finalization');
    expect(await subscriptionsOf('requester@example.org')).toEqual([]);
  });

  test('saving subscribes with the chosen channels, frequency and LEAs, and the list shows it', async () => {
    const district = await leaIdOf('01-1000');
    const type = await typeNamed('districtuser@example.org', 'Restraint violation created');
    const res = await save('districtuser@example.org', {
      eventNotificationTypeId: type.eventNotificationTypeId,
      isInApp: false,
      frequency: 1,
      subscribedLeaIds: [district, district],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Subscription;
    expect(saved).toMatchObject({ isSubscribed: true, isEmail: true, isInApp: false, frequency: 1, subscribedLeaIds: [district] });
    expect(saved.eventNotificationSubscriptionId).toEqual(expect.any(Number));
    expect(await typeNamed('districtuser@example.org', 'Restraint violation created')).toEqual(saved);

    // Saving again updates the same subscription.
    const again = await save('districtuser@example.org', {
      eventNotificationTypeId: type.eventNotificationTypeId,
      eventNotificationSubscriptionId: saved.eventNotificationSubscriptionId,
      frequency: 2,
      subscribedLeaIds: [district],
    });
    expect(again.json()).toMatchObject({
      eventNotificationSubscriptionId: saved.eventNotificationSubscriptionId,
      isInApp: true,
      frequency: 2,
    });
  });

  test("refuses what the dialog would, with the spec's field messages, and changes nothing", async () => {
    const district = await leaIdOf('01-1000');
    const other = (
      await portal.db
        .selectFrom('directory.leas')
        .select('id')
        .where('id', '<>', district)
        .where('is_nde_level_district', '=', false)
        .executeTakeFirstOrThrow()
    ).id as number;
    const type = await typeNamed('districtuser@example.org', 'Restraint CAP deadline warning');
    const before = await subscriptionsOf('districtuser@example.org');
    const cases: Array<[Partial<SubscriptionSave>, Record<string, string>]> = [
      [{ isEmail: false, isInApp: false, subscribedLeaIds: [district] }, { 'E-mail': SubscriptionMessages.noChannel }],
      [{ subscribedLeaIds: [] }, { LEAs: SubscriptionMessages.noLea }],
      [{ subscribedLeaIds: [district, other] }, { LEAs: SubscriptionMessages.leaNotAllowed }],
      [{ frequency: 3, subscribedLeaIds: [district] }, { Frequency: SubscriptionMessages.frequencyNotSupported }],
      [{ isSubscribed: false, subscribedLeaIds: [district] }, { Subscribed: SubscriptionMessages.mustSubscribe }],
    ];
    for (const [body, errors] of cases) {
      const res = await save('districtuser@example.org', { eventNotificationTypeId: type.eventNotificationTypeId, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors });
    }

    const psos = await typeNamed('districtuser@example.org', 'PSOS collection opened');
    expect(
      (await save('districtuser@example.org', { eventNotificationTypeId: psos.eventNotificationTypeId, frequency: 1 })).json(),
    ).toMatchObject({ errors: { Frequency: SubscriptionMessages.frequencyNotSupported } });
    const required = await typeNamed('districtuser@example.org', 'Restraint CAP deadline missed');
    expect(
      (await save('districtuser@example.org', { eventNotificationTypeId: required.eventNotificationTypeId, isEmail: false })).json(),
    ).toMatchObject({ errors: { 'E-mail': SubscriptionMessages.required } });

    // A type for other roles is answered as unknown; a misspelt field is refused by the schema.
    const eco = (await subscriptionsOf('stateuser@example.org')).find((s) => s.name === 'ECO records awaiting finalization')!;
    expect((await save('districtuser@example.org', { eventNotificationTypeId: eco.eventNotificationTypeId })).statusCode).toBe(404);
    expect(
      (
        await portal.inject({
          method: 'POST',
          url: SAVE,
          headers: await as('districtuser@example.org'),
          payload: { eventNotificationTypeId: type.eventNotificationTypeId, isEmial: true },
        })
      ).statusCode,
    ).toBe(400);

    expect(await subscriptionsOf('districtuser@example.org')).toEqual(before);
  });

  test('a required type keeps its e-mail but its frequency and in-app choice can change', async () => {
    const required = await typeNamed('districtadmin@example.org', 'Restraint CAP deadline missed');
    const res = await save('districtadmin@example.org', {
      eventNotificationTypeId: required.eventNotificationTypeId,
      isInApp: false,
      frequency: 1,
      subscribedLeaIds: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSubscribed: true,
      isEmail: true,
      isInApp: false,
      frequency: 1,
      subscribedLeaIds: required.subscribedLeaIds,
    });
  });

  test('a user who may view all LEAs may subscribe to any of them', async () => {
    const leas = await portal.db.selectFrom('directory.leas').select('id').orderBy('id').execute();
    const type = await typeNamed('stateuser@example.org', 'Dispute resolution request submitted');
    const res = await save('stateuser@example.org', {
      eventNotificationTypeId: type.eventNotificationTypeId,
      subscribedLeaIds: leas.map((l) => l.id as number),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Subscription).subscribedLeaIds).toHaveLength(leas.length);
  });

  test("unsubscribe ends only the caller's own, non-required subscriptions", async () => {
    const district = await leaIdOf('01-1000');
    const type = await typeNamed('districtadmin@example.org', 'Dispute resolution request withdrawn');
    const saved = (
      await save('districtadmin@example.org', { eventNotificationTypeId: type.eventNotificationTypeId, subscribedLeaIds: [district] })
    ).json() as Subscription;
    const url = `${SAVE}/unsubscribe/${saved.eventNotificationSubscriptionId}`;

    expect((await portal.inject({ method: 'DELETE', url, headers: await as('districtuser@example.org') })).statusCode).toBe(404);
    expect((await portal.inject({ method: 'DELETE', url, headers: await as('districtadmin@example.org') })).statusCode).toBe(204);
    expect(await typeNamed('districtadmin@example.org', 'Dispute resolution request withdrawn')).toMatchObject({
      isSubscribed: false,
      subscribedLeaIds: [district],
    });

    const required = await typeNamed('districtadmin@example.org', 'Restraint CAP deadline missed');
    const res = await portal.inject({
      method: 'DELETE',
      url: `${SAVE}/unsubscribe/${required.eventNotificationSubscriptionId}`,
      headers: await as('districtadmin@example.org'),
    });
    expect(res.statusCode).toBe(409);
    expect((await typeNamed('districtadmin@example.org', 'Restraint CAP deadline missed')).isSubscribed).toBe(true);
  });

  test('need a sign-in', async () => {
    expect((await portal.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await portal.inject({ method: 'POST', url: SAVE, payload: {} })).statusCode).toBe(401);
  });
});

test('the event type codes the applications raise are all seeded', async () => {
  const codes = await portal.db.withSchema('notification').selectFrom('event_types').select('code').execute();
  expect(codes.map((c) => c.code).sort()).toEqual(Object.values(NotificationEventTypes).sort());
});

test("a user's own saves and unsubscribes are in the audit trail with who made them; a refused save is not", async () => {
  const user = await portal.db
    .selectFrom('directory.users')
    .select('id')
    .where('email', '=', 'districtadmin@example.org')
    .executeTakeFirstOrThrow();
  const district = await leaIdOf('01-1000');
  const type = await typeNamed('districtadmin@example.org', 'Monitoring visit scheduled');
  const trail = () =>
    portal.db
      .withSchema('notification')
      .selectFrom('audit_events')
      .select(['event', 'actor_user_id', 'user_id', 'entity_type', 'entity_id', 'details'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
  const before = (await trail()).length;

  expect(
    (await save('districtadmin@example.org', { eventNotificationTypeId: type.eventNotificationTypeId, subscribedLeaIds: [] })).statusCode,
  ).toBe(400);
  expect(await trail()).toHaveLength(before);

  const saved = (
    await save('districtadmin@example.org', {
      eventNotificationTypeId: type.eventNotificationTypeId,
      isInApp: false,
      subscribedLeaIds: [district],
    })
  ).json() as Subscription;
  expect(
    (
      await portal.inject({
        method: 'DELETE',
        url: `${SAVE}/unsubscribe/${saved.eventNotificationSubscriptionId}`,
        headers: await as('districtadmin@example.org'),
      })
    ).statusCode,
  ).toBe(204);
  const subscription = {
    actor_user_id: user.id,
    user_id: user.id,
    entity_type: 'subscription',
    entity_id: String(saved.eventNotificationSubscriptionId),
  };
  expect((await trail()).slice(before)).toEqual([
    {
      event: 'subscription-saved',
      ...subscription,
      details: {
        eventType: NotificationEventTypes.MonitoringVisitScheduled,
        isEmail: true,
        isInApp: false,
        frequency: 1,
        leaIds: [district],
      },
    },
    { event: 'unsubscribed', ...subscription, details: { eventType: NotificationEventTypes.MonitoringVisitScheduled } },
  ]);
});

test('the service answers its health, readiness and OpenAPI under /api/notifications, as the gateway routes it', async () => {
  for (const path of ['health', 'ready', 'openapi.json'])
    expect((await portal.inject({ method: 'GET', url: `/api/notifications/${path}` })).statusCode).toBe(200);
});
