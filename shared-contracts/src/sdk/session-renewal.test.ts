import { jest } from '@jest/globals';
import { registerSessionHooks, renewOnce, scheduleLateRefresh, startRenewalTimer } from './http';
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

let renew: jest.Mock<() => Promise<boolean>>;
let expired: jest.Mock<() => void>;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  renew = jest.fn(async () => true);
  expired = jest.fn();
  registerSessionHooks({ renew, expired });
  sessionStore.setState({ user, accessToken: 't', expiresAt: Date.now() + 600_000 });
});
afterEach(() => jest.useRealTimers());

test('concurrent renewals share one call (spec 4: other requests wait)', async () => {
  let finish: (ok: boolean) => void = () => undefined;
  renew.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const a = renewOnce();
  const b = renewOnce();
  finish(true);
  await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
  expect(renew).toHaveBeenCalledTimes(1);
});

test('the timer renews 60 seconds before expiry and reschedules when the token changes', async () => {
  const stop = startRenewalTimer();
  await jest.advanceTimersByTimeAsync(539_000);
  expect(renew).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1_000);
  expect(renew).toHaveBeenCalledTimes(1);
  sessionStore.setState({ expiresAt: Date.now() + 600_000 });
  await jest.advanceTimersByTimeAsync(540_000);
  expect(renew).toHaveBeenCalledTimes(2);
  stop();
});

test('a renewal that fails ends the session', async () => {
  renew.mockResolvedValue(false);
  const stop = startRenewalTimer();
  await jest.advanceTimersByTimeAsync(540_000);
  expect(expired).toHaveBeenCalledTimes(1);
  stop();
});

test('a request after the renewal time starts a refresh 2.5 seconds later, once', async () => {
  sessionStore.setState({ expiresAt: Date.now() + 30_000 });
  scheduleLateRefresh();
  scheduleLateRefresh();
  await jest.advanceTimersByTimeAsync(2_499);
  expect(renew).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(renew).toHaveBeenCalledTimes(1);
});

test('no late refresh before the renewal time, or when nobody is signed in', async () => {
  scheduleLateRefresh();
  sessionStore.setState({ user: null, expiresAt: Date.now() - 1 });
  scheduleLateRefresh();
  await jest.advanceTimersByTimeAsync(5_000);
  expect(renew).not.toHaveBeenCalled();
});
