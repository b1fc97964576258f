import { useEffect, useId, useState } from 'react';
import { formatCountdown, RESEND_SUCCESS_NOTIFICATION_MS, VerificationMessages } from '@portal/shared-contracts';
import { resendVerification } from '@portal/shared-contracts/sdk/core';
import { Notice } from './Notice';
import { retryAfterSeconds } from './server-errors';
import { useResendCountdown } from './useResendCountdown';

/**
 * Spec 4's resend of the verification email: after a send it waits as long as the server says
 * (300 s), showing m:ss. A 429 means the server is still waiting (registering sent a mail too):
 * the countdown then starts from the server's figure instead of reporting a failure.
 */
export function ResendVerification({ uid, label }: { uid: string; label: string }) {
  const timerId = useId();
  const countdown = useResendCountdown();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<'sent' | 'failed' | null>(null);

  useEffect(() => {
    if (notice !== 'sent') return;
    const timer = setTimeout(() => setNotice(null), RESEND_SUCCESS_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const resend = async () => {
    setSending(true);
    setNotice(null);
    try {
      const { waitSeconds } = await resendVerification(uid);
      countdown.start(waitSeconds);
      setNotice('sent');
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) countdown.start(wait);
      else setNotice('failed');
    } finally {
      setSending(false);
    }
  };

  const waiting = countdown.remaining > 0;
  return (
    <>
      <p className="auth-below">
        <button
          type="button"
          className="auth-link"
          onClick={() => void resend()}
          disabled={waiting || sending}
          aria-describedby={waiting ? timerId : undefined}
        >
          {label}
        </button>
        {waiting ? (
          <span id={timerId} role="timer" className="auth-wait">
            You can ask for another email in {formatCountdown(countdown.remaining)}.
          </span>
        ) : null}
      </p>
      {notice === 'sent' ? <Notice kind="success">{VerificationMessages.resent}</Notice> : null}
      {notice === 'failed' ? <Notice kind="error">{VerificationMessages.resendFailed}</Notice> : null}
    </>
  );
}
