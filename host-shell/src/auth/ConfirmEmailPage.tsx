import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { publicRoutes } from '@portal/shared-contracts';
import { OwnUserMessages } from '@portal/shared-contracts/admin';
import { confirmEmailChange } from '@portal/shared-contracts/sdk/core';
import { AuthPage } from './AuthPage';
import { Notice } from './Notice';
import { errorBody } from './server-errors';

/** The link mailed to a new e-mail address: opening it makes the change, signed in or not. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(
    token ? null : { kind: 'error', message: OwnUserMessages.confirmLinkInvalid },
  );
  // A link is spent once: React's second effect run in development must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailChange(token).then(
      ({ message }) => setOutcome({ kind: 'success', message }),
      (error: unknown) => setOutcome({ kind: 'error', message: errorBody(error)?.message ?? OwnUserMessages.confirmLinkInvalid }),
    );
  }, [token]);
  return (
    <AuthPage title="Confirm Email Address">
      {outcome ? <Notice kind={outcome.kind}>{outcome.message}</Notice> : <p role="status">Confirming your new email address...</p>}
      <p>
        <Link to={publicRoutes.login}>Go to sign in</Link>
      </p>
    </AuthPage>
  );
}
