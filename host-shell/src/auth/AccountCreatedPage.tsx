import { useSearchParams } from 'react-router';
import { TextBlockCodes } from '@portal/shared-contracts';
import { AuthPage } from './AuthPage';
import { ResendVerification } from './ResendVerification';
import { TextBlock } from './TextBlock';

/** Spec 2: where the confirmation email went, with a way to have it sent again. */
export function AccountCreatedPage() {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const email = params.get('email');
  return (
    <AuthPage title="Account Creation Success">
      <TextBlock code={TextBlockCodes.accountCreated} />
      {email ? <p>We sent a confirmation email to {email}.</p> : null}
      {uid ? <ResendVerification uid={uid} label="Resend verification email" /> : null}
    </AuthPage>
  );
}
