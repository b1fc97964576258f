import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { eventually, startTcpProxy, type TcpProxy } from '@portal/service-kit/testing';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';

const USER = 'districtuser@example.org';
const REDIS_PORT = Number(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379);

let proxy: TcpProxy;
let portal: TestPortal;
let token: string;

beforeAll(async () => {
  proxy = await startTcpProxy(REDIS_PORT);
  portal = await startTestPortal({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
  token = await portal.tokenFor(USER);
  await proxy.down();
}, 120_000);
afterAll(async () => {
  // Back up first, so the services' queues close cleanly.
  await proxy?.up();
  await portal?.close();
  await proxy?.close();
});

const ready = () => portal.inject({ url: '/api/identity/ready' });

describe('with Redis unreachable', () => {
  test('an ordinary API call is still answered, and readiness reports Redis down and counts the calls let through unchecked', async () => {
    const me = await portal.inject({ url: '/api/account/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(USER);
    const overview = await portal.inject({
      url: '/api/eco/overview',
      headers: { authorization: `Bearer ${token}`, currentleaid: String(me.json().leaId), activeschoolyear: '2026' },
    });
    expect(overview.statusCode).toBe(200);

    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ checks: { redis: 'down' } });
    expect(answer.json().figures.requestsNotRateLimited).toBeGreaterThanOrEqual(1);
  });

  test('sign-in refuses, as it cannot count failed attempts', async () => {
    const res = await portal.inject(await portal.signInRequest(USER, DEMO_PASSWORD));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Sign-in is temporarily unavailable. Please try again in a few minutes.');
  });

  test('registration and password recovery, whose own stricter limits cannot be counted, refuse too', async () => {
    const register = await portal.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Pat Requester', email: 'pat@example.com', password: 'x', confirmPassword: 'x', recaptchaToken: 'x' },
    });
    expect(register.statusCode).toBe(503);
    expect(register.json().message).toBe('This is temporarily unavailable. Please try again in a few minutes.');
    const recover = await portal.inject({ method: 'POST', url: '/api/account/recover/password', payload: { email: USER } });
    expect(recover.statusCode).toBe(503);
  });
});

test('once Redis answers again, sign-in works and readiness is back', async () => {
  await proxy.up();
  await eventually(async () => ((await ready()).statusCode === 200 ? true : undefined), 'readiness with Redis back');
  const res = await portal.inject(await portal.signInRequest(USER, DEMO_PASSWORD));
  expect(res.statusCode).toBe(200);
});
