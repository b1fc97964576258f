import { useEffect, useState } from 'react';
import { VerificationMessages, type VerifyEmailFailure, type VerifyEmailResponse } from '@portal/shared-contracts';
import { verifyEmail } from '@portal/shared-contracts/sdk/core';

export type EmailVerification =
  { state: 'pending' } | { state: 'verified'; role: string | null } | { state: 'failed'; messages: string[]; reason?: VerifyEmailFailure };

// A link verifies once: asked a second time (a remount, a re-render with the same uid) it would
// answer "used". So each uid is sent once per page load and its answer shared.
const verifications = new Map<string, Promise<VerifyEmailResponse>>();

function verifyOnce(uid: string): Promise<VerifyEmailResponse> {
  let answer = verifications.get(uid);
  if (!answer) {
    answer = verifyEmail(uid);
    verifications.set(uid, answer);
  }
  return answer;
}

const reasonMessages: Partial<Record<VerifyEmailFailure, string>> = {
  expired: VerificationMessages.expired,
  used: VerificationMessages.used,
};

/** Spec 8's wording of an answer, with the reason the server gave when it helps the user on. */
export function verificationOutcome(answer: VerifyEmailResponse): EmailVerification {
  if (answer.success) return { state: 'verified', role: answer.role };
  const detail = answer.reason ? reasonMessages[answer.reason] : undefined;
  return {
    state: 'failed',
    messages: detail ? [VerificationMessages.failed, detail] : [VerificationMessages.failed],
    ...(answer.reason ? { reason: answer.reason } : {}),
  };
}

/** Spec 2 and 4: a uid in the login's query is verified first; null when there is none. */
export function useEmailVerification(uid: string | null): EmailVerification | null {
  const [outcome, setOutcome] = useState<{ uid: string; verification: EmailVerification } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    verifyOnce(uid)
      .then(verificationOutcome, (error: unknown): EmailVerification => {
        console.error('Email verification failed', error);
        return { state: 'failed', messages: [VerificationMessages.error] };
      })
      .then((verification) => live && setOutcome({ uid, verification }));
    return () => {
      live = false;
    };
  }, [uid]);
  if (!uid) return null;
  return outcome?.uid === uid ? outcome.verification : { state: 'pending' };
}
