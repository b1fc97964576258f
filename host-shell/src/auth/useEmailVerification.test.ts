import { VerificationMessages } from '@portal/shared-contracts';
import { verificationOutcome } from './useEmailVerification';

test('a verified link carries the role', () =>
  expect(verificationOutcome({ success: true, role: 'DisputeResolution.PublicUser' })).toEqual({
    state: 'verified',
    role: 'DisputeResolution.PublicUser',
  }));

test("a refused link shows spec 8's message, then why, and keeps the reason for the resend offer", () =>
  expect(verificationOutcome({ success: false, role: null, reason: 'expired' })).toEqual({
    state: 'failed',
    messages: [VerificationMessages.failed, VerificationMessages.expired],
    reason: 'expired',
  }));

test('an unknown link shows only the message of spec 8', () =>
  expect(verificationOutcome({ success: false, role: null, reason: 'invalid' })).toEqual({
    state: 'failed',
    messages: [VerificationMessages.failed],
    reason: 'invalid',
  }));
