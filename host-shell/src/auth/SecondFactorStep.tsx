import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { completeSecondFactor, http } from '@portal/shared-contracts/sdk/core';
import type { MfaChallengeResponse, SessionUser } from '@portal/shared-contracts';
import { FormField } from './FormField';
import { LoginMessages } from './login-schema';
import { Notice } from './Notice';
import { errorBody } from './server-errors';
import { SubmitButton } from './SubmitButton';

const codeSchema = yup.object({ code: yup.string().trim().required(LoginMessages.required) });

function failure(error: unknown): string {
  const message = errorBody(error)?.message;
  return message ? `Error: ${message}` : LoginMessages.failed;
}

/**
 * The sign-in's second step, after a right password: a code from the authenticator app, or a
 * recovery code, or a passkey. The challenge lives a few minutes; once spent the user starts over.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
}: {
  challenge: MfaChallengeResponse;
  onSignedIn: (user: SessionUser) => Promise<void>;
}) {
  const [recovery, setRecovery] = useState(!challenge.methods.includes('totp'));
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { mfaToken } = challenge;
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }) => {
      setError(null);
      try {
        await onSignedIn(await completeSecondFactor({ mfaToken, method: recovery ? 'recovery' : 'totp', code: code.trim() }));
      } catch (err) {
        setError(failure(err));
      }
    },
  });

  async function signInWithPasskey() {
    setError(null);
    setPasskeyBusy(true);
    try {
      const optionsJSON = await http
        .post('auth/mfa/passkey-options', { json: { mfaToken }, retry: 0 })
        .json<PublicKeyCredentialRequestOptionsJSON>();
      // Loaded when a passkey is used, not with the sign-in page: most sign-ins never need it.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON });
      await onSignedIn(await completeSecondFactor({ mfaToken, method: 'passkey', credential: credential as never }));
    } catch (err) {
      setError(failure(err));
    } finally {
      setPasskeyBusy(false);
    }
  }

  return (
    <>
      <p>{recovery ? 'Enter one of your recovery codes. Each code works once.' : 'Enter the 6-digit code your authenticator app shows.'}</p>
      <form onSubmit={form.handleSubmit} noValidate aria-label="Second factor">
        <FormField
          form={form}
          name="code"
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          required
        />
        {error ? <Notice kind="error">{error}</Notice> : null}
        <SubmitButton busy={form.isSubmitting}>Verify</SubmitButton>
      </form>
      <p className="auth-below">
        {challenge.methods.includes('passkey') ? (
          <button type="button" className="auth-link" onClick={() => void signInWithPasskey()} disabled={passkeyBusy}>
            Use a passkey
          </button>
        ) : null}{' '}
        {challenge.methods.includes('recovery') && challenge.methods.includes('totp') ? (
          <button type="button" className="auth-link" onClick={() => setRecovery(!recovery)}>
            {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </button>
        ) : null}
      </p>
    </>
  );
}
