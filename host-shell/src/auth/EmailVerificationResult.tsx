import { TextBlockCodes } from '@portal/shared-contracts';
import { Notice } from './Notice';
import { ResendVerification } from './ResendVerification';
import { TextBlock } from './TextBlock';
import type { EmailVerification } from './useEmailVerification';

/** Spec 2: the outcome of the link the user followed, above the sign-in form. */
export function EmailVerificationResult({ uid, verification }: { uid: string; verification: EmailVerification }) {
  if (verification.state === 'pending') return <Notice kind="info">Verifying your email address...</Notice>;
  if (verification.state === 'verified') return <TextBlock code={TextBlockCodes.emailVerification} />;
  return (
    <>
      <TextBlock code={TextBlockCodes.emailVerificationFailure} />
      <Notice kind="error">{verification.messages.join('\n')}</Notice>
      {/* The server accepts an expired link's uid to send a fresh link to the same address. */}
      {verification.reason === 'expired' ? <ResendVerification uid={uid} label="Send a new link" /> : null}
    </>
  );
}
