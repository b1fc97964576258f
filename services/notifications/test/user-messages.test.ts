import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { type NotificationMessage } from '@portal/shared-contracts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const LIST = '/api/event-notification/message/user-messages';

async function messagesOf(email: string): Promise<NotificationMessage[]> {
  const res = await portal.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${await portal.tokenFor(email)}` } });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationMessage[];
}

const change = async (email: string, action: 'view' | 'dismiss', id: number | string) =>
  portal.inject({
    method: 'PUT',
    url: `/api/event-notification/message/${action}/${id}`,
    headers: { authorization: `Bearer ${await portal.tokenFor(email)}` },
  });

describe('the Messages widget API', () => {
  test("lists only the user's own messages, newest first", async () => {
    const staff = await messagesOf('districtuser@example.org');
    expect(staff.length).toBe(3);
    expect(staff.map((m) => m.createdOn)).toEqual([...staff.map((m) => m.createdOn)].sort().reverse());
    const requester = await messagesOf('requester@example.org');
    expect(requester).toEqual([expect.objectContaining({ status: 0, openUrl: '/dispute-resolution/request' })]);
    expect(requester[0]!.id).not.toBe(staff[0]!.id);
  });

  test('opening a message marks it Viewed (2)', async () => {
    const [first] = await messagesOf('stateuser@example.org');
    expect(first!.status).toBe(0);
    expect((await change('stateuser@example.org', 'view', first!.id)).statusCode).toBe(204);
    expect((await messagesOf('stateuser@example.org')).find((m) => m.id === first!.id)?.status).toBe(2);
  });

  test('dismissing removes it from the list, and it cannot be dismissed twice', async () => {
    const before = await messagesOf('stateadmin@example.org');
    const target = before[1]!;
    expect((await change('stateadmin@example.org', 'dismiss', target.id)).statusCode).toBe(204);
    const after = await messagesOf('stateadmin@example.org');
    expect(after.map((m) => m.id)).toEqual(before.filter((m) => m.id !== target.id).map((m) => m.id));
    expect((await change('stateadmin@example.org', 'dismiss', target.id)).statusCode).toBe(404);
  });

  test("another user's message is answered as if it did not exist, and stays as it was", async () => {
    const [theirs] = await messagesOf('districtadmin@example.org');
    for (const action of ['view', 'dismiss'] as const)
      expect((await change('siteadmin@example.org', action, theirs!.id)).statusCode).toBe(404);
    expect(await messagesOf('districtadmin@example.org')).toContainEqual(theirs);
  });

  test('needs a sign-in and a numeric id', async () => {
    expect((await portal.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await change('siteadmin@example.org', 'view', 'abc')).statusCode).toBe(400);
  });
});
