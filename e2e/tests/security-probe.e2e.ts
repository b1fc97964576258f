import path from 'node:path';
import { startTcpProxy, type TcpProxy } from '@portal/service-kit/testing';
import type { LeaSummary, SessionUser } from '@portal/shared-contracts';
import { OwnUserMessages, type EmailLogDetail, type EmailLogEntry } from '@portal/shared-contracts/admin';
import { accessTokenOf, apiSignIn, callApi } from '../support/api';
import { botToken, createVerifiedRequester, freshAddress, mailedLink, REQUESTER_PASSWORD } from '../support/accounts';
import { portalUrl } from '../support/browser';
import { startPortal, stopPortal, type PortalProcess } from '../support/portal-process';

// What an attacker would try from outside, against the running portal: no browser, only the API.

test('a reset request leaves no usable link in the e-mail log, while the mailed link carries it', async () => {
  const victim = freshAddress();
  await createVerifiedRequester(victim);
  const asked = await fetch(portalUrl('/api/account/recover/password'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: victim, recaptchaToken: await botToken() }),
  });
  expect(asked.status).toBeLessThan(300);
  const token = new URL(await mailedLink(victim, 'Reset your password')).searchParams.get('token');
  expect(token).toBeTruthy();

  // Anyone who reads the e-mail log (a state admin) sees the mail, not its secret.
  const reader = await accessTokenOf('stateadmin@example.org');
  const list = (await (await callApi(reader, 'GET', `/api/emails?search=${encodeURIComponent(victim)}`)).json()) as {
    items: EmailLogEntry[];
  };
  const logged = list.items.find((mail) => mail.subject === 'Reset your password');
  expect(logged).toBeDefined();
  const detail = (await (await callApi(reader, 'GET', `/api/emails/${logged!.id}`)).json()) as EmailLogDetail;
  expect(detail.to).toContain(victim);
  expect(JSON.stringify(detail)).not.toContain(token!);
});

test('a district administrator cannot reset the password of a user who also belongs to another LEA', async () => {
  const districtAdmin = await accessTokenOf('districtadmin@example.org');
  const home = ((await (await callApi(districtAdmin, 'GET', '/api/account/users/me')).json()) as SessionUser).leaId!;
  const stateAdmin = await accessTokenOf('stateadmin@example.org');
  const leas = (await (await callApi(stateAdmin, 'GET', '/api/leas/users')).json()) as LeaSummary[];
  const other = leas.find((lea) => lea.id !== home)!;
  const roles = ((await (await callApi(stateAdmin, 'GET', '/api/roles')).json()) as { items: { id: number; name: string }[] }).items;
  const email = freshAddress();
  const made = await callApi(stateAdmin, 'POST', '/api/account/users', {
    email,
    fullName: 'Two Districts',
    jobTitle: null,
    phoneNumber: null,
    userName: email,
    enabled: true,
    roleIds: [roles.find((role) => role.name === 'LocalUser')!.id],
    leaIds: [home, other.id],
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };

  const reset = await callApi(districtAdmin, 'POST', `/api/account/reset/user-password/${id}`);
  expect(reset.status).toBe(403);
  // The state admin, whose LEAs are all of them, may.
  expect((await callApi(stateAdmin, 'POST', `/api/account/reset/user-password/${id}`)).status).toBe(204);
});

test('a bearer token alone cannot change the account e-mail address', async () => {
  const owner = freshAddress();
  await createVerifiedRequester(owner);
  const token = await accessTokenOf(owner, REQUESTER_PASSWORD);
  const me = (await (await callApi(token, 'GET', '/api/account/users/me')).json()) as SessionUser;
  const attempt = await callApi(token, 'PUT', '/api/account/users/me', {
    email: freshAddress(),
    fullName: me.fullName,
    jobTitle: null,
    phoneNumber: null,
  });
  expect(attempt.status).toBe(400);
  expect(JSON.stringify(await attempt.json())).toContain(OwnUserMessages.currentPasswordForEmail);
  expect(((await (await callApi(token, 'GET', '/api/account/users/me')).json()) as SessionUser).email).toBe(owner);
});

test("a site administrator's password alone opens no session; with the second factor the token says so", async () => {
  const form = new URLSearchParams({ username: 'siteadmin@example.org', password: 'Portal-Demo-2026!', recaptchaToken: await botToken() });
  const passwordOnly = await fetch(portalUrl('/api/auth/token'), { method: 'POST', body: form });
  expect(passwordOnly.status).toBe(200);
  expect(passwordOnly.headers.get('set-cookie')).toBeNull();
  const first = (await passwordOnly.json()) as Record<string, unknown>;
  expect(first).toMatchObject({ mfaRequired: true });
  expect(first).not.toHaveProperty('accessToken');

  const { body } = await apiSignIn('siteadmin@example.org');
  const claims = JSON.parse(Buffer.from(String((body as { accessToken: string }).accessToken.split('.')[1]), 'base64url').toString());
  expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp']));
});

describe('with Redis unreachable', () => {
  let proxy: TcpProxy;
  let portal: PortalProcess;
  beforeAll(async () => {
    proxy = await startTcpProxy(6379);
    portal = await startPortal(path.resolve(import.meta.dirname, '../..'), {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      SHUTDOWN_GRACE_MS: '5000',
    });
  }, 180_000);
  afterAll(async () => {
    // Redis must still be reachable while the portal drains its queue connections.
    await proxy?.up();
    if (portal) await stopPortal(portal);
    await proxy?.close();
  });

  test('the API keeps answering, while sign-in refuses until Redis is back', async () => {
    const token = await accessTokenOf('districtuser@example.org', undefined, portal.url);
    await proxy.down();
    const me = await callApi(token, 'GET', '/api/account/users/me', undefined, portal.url);
    expect(me.status).toBe(200);
    const challenge = await fetch(`${portal.url}/api/auth/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'districtuser@example.org', password: 'Portal-Demo-2026!', recaptchaToken: 'x' }),
    });
    expect(challenge.status).toBe(503);

    await proxy.up();
    expect(await accessTokenOf('districtuser@example.org', undefined, portal.url)).toBeTruthy();
  }, 120_000);

  test('told to stop while Redis is gone, the portal exits by itself within its grace time', async () => {
    await proxy.down();
    await stopPortal(portal);
    // Not killed from outside: its own deadline ended the hung close.
    expect(portal.child.signalCode).toBeNull();
  }, 60_000);
});
