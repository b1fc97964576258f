import { useCallback, useEffect, useState } from 'react';
import { resendWaitRemaining, startResendWait } from './resend-countdown';

// Read from the stored end several times a second, so a second is never shown twice or skipped.
const TICK_MS = 250;

/** The seconds left before a verification email may be asked for again, ticking down to zero. */
export function useResendCountdown(): { remaining: number; start(seconds: number): void } {
  const [remaining, setRemaining] = useState(() => resendWaitRemaining());
  const waiting = remaining > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setRemaining(resendWaitRemaining()), TICK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  const start = useCallback((seconds: number) => setRemaining(startResendWait(seconds)), []);
  return { remaining, start };
}
