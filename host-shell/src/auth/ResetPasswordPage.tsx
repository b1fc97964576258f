import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import { PASSWORD_RULES_DISPLAY, PasswordResetMessages, publicRoutes, SNACKBAR_SUCCESS_MS } from '@portal/shared-contracts';
import { resetPassword } from '@portal/shared-contracts/sdk/core';
import { AuthPage } from './AuthPage';
import { FormField } from './FormField';
import { FORGOT_PASSWORD_PARAM, type LoginPageState } from './LoginPage';
import { Notice } from './Notice';
import { incompleteLinkFailure, resetPasswordFailure, type ResetPasswordFailure } from './reset-password-errors';
import { resetPasswordSchema } from './reset-password-schema';
import { SubmitButton } from './SubmitButton';

function FailureNotice({ failure }: { failure: ResetPasswordFailure }) {
  return (
    <Notice kind="error">
      {failure.lines.join('\n')}
      {failure.offerNewLink ? (
        <>
          {'\n'}
          <Link to={`${publicRoutes.login}?${FORGOT_PASSWORD_PARAM}=1`}>Ask for a new link</Link>
        </>
      ) : null}
    </Notice>
  );
}

function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const rulesTitleId = useId();
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<ResetPasswordFailure | null>(null);
  const form = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    validateOnMount: true,
    onSubmit: async ({ password }) => {
      setFailure(null);
      try {
        await resetPassword({ email, token, password });
        setChanged(true);
      } catch (error) {
        setFailure(resetPasswordFailure(error));
      }
    },
  });

  // Spec 4: the success notification, then sign in; the login page keeps showing it.
  useEffect(() => {
    if (!changed) return;
    const state: LoginPageState = { notice: PasswordResetMessages.changed };
    const timer = setTimeout(() => navigate(publicRoutes.login, { replace: true, state }), SNACKBAR_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  if (changed) return <Notice kind="success">{PasswordResetMessages.changed}</Notice>;
  return (
    <>
      <p id={rulesTitleId}>Your new password must have:</p>
      <ul className="auth-rules" aria-labelledby={rulesTitleId}>
        {PASSWORD_RULES_DISPLAY.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <form onSubmit={form.handleSubmit} noValidate aria-label="Reset password">
        <FormField form={form} name="password" label="New Password" type="password" autoComplete="new-password" required />
        <FormField form={form} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" required />
        {failure ? <FailureNotice failure={failure} /> : null}
        <SubmitButton busy={form.isSubmitting} disabled={!form.isValid}>
          Reset Password
        </SubmitButton>
      </form>
    </>
  );
}

/** Spec 2: a new password for the account the emailed link names (email and token in the query). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  return (
    <AuthPage title="Reset Password">
      {email && token ? <ResetPasswordForm email={email} token={token} /> : <FailureNotice failure={incompleteLinkFailure} />}
    </AuthPage>
  );
}
