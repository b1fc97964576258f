import { jest } from '@jest/globals';
import { http, registerSessionHooks } from './http';
import { refreshSession } from './session-api';
import { sessionStore } from './session-store';

const user = {
  id: 1,
  userName: 'u',
  fullName: 'U U',
  firstName: 'U',
  lastName: 'U',
  email: 'u@example.org',
  leaId: 2,
  jobTitle: null,
  phoneNumber: null,
  roles: [],
  configuration: '{}',
  enabled: true,
};
const tokenWith = (n: number) => `h.${Buffer.from(JSON.stringify({ sub: '1', n, permission: [] })).toString('base64url')}.s`;
const api = http.extend({ prefix: 'http://portal.test/api' });
let calls: { url: string; auth: string | null }[];
let expired: jest.Mock<() => void>;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  expired = jest.fn();
  sessionStore.setState({
    user,
    accessToken: tokenWith(1),
    expiresAt: Date.now() + 600_000,
    currentSchoolYear: { key: 2027, label: '2026-2027' },
  });
});

/** The services answer 401 to token 1 and accept token 2; refresh-token hands out token 2 unless `refreshOk` is false. */
function installServer({ refreshOk }: { refreshOk: boolean }) {
  registerSessionHooks({ renew: () => refreshSession(api), expired });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ url: new URL(request.url).pathname, auth: request.headers.get('authorization') });
    if (request.url.endsWith('/auth/refresh-token'))
      return refreshOk
        ? answer(200, { accessToken: tokenWith(2), expiresIn: 600, leaId: 2, id: 1 })
        : answer(401, { message: 'session expired' });
    return request.headers.get('authorization') === `Bearer ${tokenWith(2)}`
      ? answer(200, { ok: true })
      : answer(401, { message: 'expired' });
  }) as typeof fetch;
}

test('a 401 renews the session once, then the request is retried with the new token', async () => {
  installServer({ refreshOk: true });
  const [a, b] = await Promise.all([api.get('eco/overview').json(), api.get('psos/overview').json()]);
  expect(a).toEqual({ ok: true });
  expect(b).toEqual({ ok: true });
  expect(calls.filter((c) => c.url === '/api/auth/refresh-token')).toHaveLength(1);
  expect(calls.filter((c) => c.url !== '/api/auth/refresh-token' && c.auth === `Bearer ${tokenWith(2)}`)).toHaveLength(2);
  expect(sessionStore.getState().accessToken).toBe(tokenWith(2));
  expect(expired).not.toHaveBeenCalled();
});

test('when renewal fails the session ends and the caller gets the 401', async () => {
  installServer({ refreshOk: false });
  await expect(api.get('eco/overview').json()).rejects.toMatchObject({ response: { status: 401 } });
  expect(expired).toHaveBeenCalled();
});
