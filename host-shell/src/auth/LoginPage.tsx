import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import { decodeToken, loadDirectory, sessionStore, signInWithPassword } from '@portal/shared-contracts/sdk/core';
import { shellRoutes, TextBlockCodes, type MfaChallengeResponse, type SessionUser } from '@portal/shared-contracts';
import { AuthPage } from './AuthPage';
import { EmailVerificationResult } from './EmailVerificationResult';
import { FormField } from './FormField';
import { LoginMessages, loginSchema } from './login-schema';
import { Notice } from './Notice';
import { postLoginPath } from './post-login-path';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SecondFactorStep } from './SecondFactorStep';
import { errorBody } from './server-errors';
import { SubmitButton } from './SubmitButton';
import { TextBlock } from './TextBlock';
import { useEmailVerification } from './useEmailVerification';

/** A page that sends the user here may leave a message for them (the reset page's 'Password Changed!'). */
export interface LoginPageState {
  notice?: string;
}

/** Query value that opens the Reset Password dialog, for links that offer a new reset link. */
export const FORGOT_PASSWORD_PARAM = 'forgot';

/** Spec 8: 'Error: ' plus the server's message, else the generic one. */
function loginErrorMessage(error: unknown): string {
  const message = errorBody(error)?.message;
  return message ? `Error: ${message}` : LoginMessages.failed;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = (useLocation().state as LoginPageState | null)?.notice;
  const uid = params.get('uid');
  const verification = useEmailVerification(uid);
  const [resetOpen, setResetOpen] = useState(params.get(FORGOT_PASSWORD_PARAM) === '1');
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<MfaChallengeResponse | null>(null);

  /** A user whose role needs a second factor and who has none is sent to set one up first. */
  async function signedIn(user: SessionUser) {
    await loadDirectory();
    const mustEnrol = decodeToken(sessionStore.getState().accessToken).mfa_enrol === true;
    navigate(mustEnrol ? shellRoutes.account.path : postLoginPath(user.roles, params.get('returnUrl')), { replace: true });
  }

  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        const answer = await signInWithPassword(values.email.trim(), values.password);
        if ('mfaRequired' in answer) setChallenge(answer);
        else await signedIn(answer);
      } catch (err) {
        setError(loginErrorMessage(err));
      }
    },
  });

  if (challenge)
    return (
      <AuthPage title="Sign In">
        <SecondFactorStep challenge={challenge} onSignedIn={signedIn} />
      </AuthPage>
    );

  return (
    <AuthPage title="Sign In">
      {notice ? <Notice kind="success">{notice}</Notice> : null}
      {uid && verification ? <EmailVerificationResult uid={uid} verification={verification} /> : null}
      <TextBlock code={TextBlockCodes.login} />
      <form onSubmit={form.handleSubmit} noValidate aria-label="Sign in">
        <FormField form={form} name="email" label="Email" type="email" autoComplete="username" required />
        <FormField form={form} name="password" label="Password" type="password" autoComplete="current-password" required />
        {error ? <Notice kind="error">{error}</Notice> : null}
        <SubmitButton busy={form.isSubmitting}>Sign In</SubmitButton>
      </form>
      {/* Spec 2: hidden once an email has been verified. */}
      {verification?.state === 'verified' ? null : (
        <p className="auth-below">
          <button type="button" className="auth-link" onClick={() => setResetOpen(true)}>
            Forgot Password?
          </button>
        </p>
      )}
      {/* Where a parent or advocate finds the way to register for dispute resolution. */}
      <TextBlock code={TextBlockCodes.publicLoginInstructions} />
      <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </AuthPage>
  );
}
