import { formatCountdown } from '@portal/shared-contracts';
import { resendWaitRemaining, startResendWait } from './resend-countdown';

const KEY = 'auth.resendVerificationWaitUntil';
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

beforeEach(() => localStorage.clear());

test.each([
  [300, '5:00'],
  [299, '4:59'],
  [61, '1:01'],
  [60, '1:00'],
  [9, '0:09'],
  [0.2, '0:01'],
  [0, '0:00'],
  [-3, '0:00'],
])('%p seconds of the wait read %p', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));

test('a started wait is kept in browser storage as its end', () => {
  expect(startResendWait(300, T0)).toBe(300);
  expect(JSON.parse(localStorage.getItem(KEY)!)).toBe(T0 + 300_000);
});

test('a reload resumes from the stored end, not from the start', () => {
  startResendWait(300, T0);
  expect(resendWaitRemaining(T0 + 70_000)).toBe(230);
  expect(resendWaitRemaining(T0 + 299_001)).toBe(1);
  expect(localStorage.getItem(KEY)).not.toBeNull();
});

test('at zero the wait is over and the stored value is removed', () => {
  startResendWait(300, T0);
  expect(resendWaitRemaining(T0 + 300_000)).toBe(0);
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('no stored wait, or one that is not a time, means no wait', () => {
  expect(resendWaitRemaining(T0)).toBe(0);
  localStorage.setItem(KEY, '"soon"');
  expect(resendWaitRemaining(T0)).toBe(0);
  expect(localStorage.getItem(KEY)).toBeNull();
});
