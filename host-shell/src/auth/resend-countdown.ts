import { customKey, storage } from '@portal/shared-contracts/sdk/core';

/**
 * Spec 4: after a verification email is sent, the resend waits; the end of the wait is kept in
 * browser storage (epoch milliseconds) so that a reload resumes the countdown.
 */
const RESEND_WAIT_UNTIL = customKey('auth.resendVerificationWaitUntil');

/** Starts a wait of `seconds`; returns the seconds left, as resendWaitRemaining would. */
export function startResendWait(seconds: number, now = Date.now()): number {
  storage.set(RESEND_WAIT_UNTIL, now + seconds * 1000);
  return resendWaitRemaining(now);
}

/** Seconds left of the stored wait; at zero (or for a value that is not a time) it is removed. */
export function resendWaitRemaining(now = Date.now()): number {
  const until = storage.get<unknown>(RESEND_WAIT_UNTIL);
  if (until === null) return 0;
  const remaining = typeof until === 'number' ? Math.ceil((until - now) / 1000) : 0;
  if (remaining > 0) return remaining;
  storage.remove(RESEND_WAIT_UNTIL);
  return 0;
}
