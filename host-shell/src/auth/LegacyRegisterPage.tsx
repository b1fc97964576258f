import { Link } from 'react-router';
import { useFormik } from 'formik';
import { publicRoutes } from '@portal/shared-contracts';
import { AuthPage } from './AuthPage';
import { FormField } from './FormField';
import { Notice } from './Notice';
import { legacyRegisterSchema, type LegacyRegisterValues } from './register-schemas';
import type { FormStatus } from './server-errors';
import { SubmitButton } from './SubmitButton';
import { useRegistration } from './useRegistration';

const initialValues: LegacyRegisterValues = { email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

/**
 * Spec 2's legacy Register form. The spec does not show what it submits to; it registers
 * through the same call as new-register (the full name is first and last name) and goes on
 * to account-created, so an account made here is verified like any other.
 */
export function LegacyRegisterPage() {
  // The server names the whole name; its errors about it belong under the first name.
  const register = useRegistration(Object.keys(initialValues), { fullName: 'firstName' });
  const form = useFormik({
    initialValues,
    validationSchema: legacyRegisterSchema,
    onSubmit: ({ email, firstName, lastName, password, confirmPassword }, { setStatus }) =>
      register({ fullName: `${firstName.trim()} ${lastName.trim()}`, email: email.trim(), password, confirmPassword }, setStatus),
  });
  const status = form.status as FormStatus | undefined;

  return (
    <AuthPage title="Register">
      <form onSubmit={form.handleSubmit} noValidate aria-label="Register">
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <FormField form={form} name="firstName" label="First Name" autoComplete="given-name" required />
        <FormField form={form} name="lastName" label="Last Name" autoComplete="family-name" required />
        <FormField form={form} name="password" label="Password" type="password" autoComplete="new-password" required />
        <FormField form={form} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
        {status?.message ? <Notice kind="error">{status.message}</Notice> : null}
        <SubmitButton busy={form.isSubmitting}>Register</SubmitButton>
      </form>
      <p className="auth-below">
        Already have an account? <Link to={publicRoutes.login}>Back to sign in</Link>
      </p>
    </AuthPage>
  );
}
