import { useFormik } from 'formik';
import { TextBlockCodes } from '@portal/shared-contracts';
import { FormField } from './FormField';
import { AuthPage } from './AuthPage';
import { Notice } from './Notice';
import { newRegisterSchema, type NewRegisterValues } from './register-schemas';
import type { FormStatus } from './server-errors';
import { SubmitButton } from './SubmitButton';
import { TextBlock } from './TextBlock';
import { useRegistration } from './useRegistration';

const initialValues: NewRegisterValues = { fullName: '', password: '', email: '', confirmPassword: '', agreement: false };

/** Spec 2 and 5: a public requester creates an account for dispute resolution. */
export function NewRegisterPage() {
  const register = useRegistration(Object.keys(initialValues));
  const form = useFormik({
    initialValues,
    validationSchema: newRegisterSchema,
    // Spec 5: the button is disabled while the form is invalid, which it is before anything is typed.
    validateOnMount: true,
    onSubmit: ({ fullName, email, password, confirmPassword }, { setStatus }) =>
      register({ fullName, email: email.trim(), password, confirmPassword }, setStatus),
  });
  const status = form.status as FormStatus | undefined;

  return (
    <AuthPage title="Request Dispute Resolution / Create a User Account">
      <TextBlock code={TextBlockCodes.newRegisterInstructions} />
      <form onSubmit={form.handleSubmit} noValidate aria-label="Create a user account">
        <FormField form={form} name="fullName" label="Full Name" autoComplete="name" required />
        <FormField form={form} name="password" label="Password" type="password" autoComplete="new-password" required />
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <FormField form={form} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
        <FormField form={form} name="agreement" label="I agree to the terms of use of this portal." type="checkbox" required />
        {status?.message ? <Notice kind="error">{status.message}</Notice> : null}
        <SubmitButton busy={form.isSubmitting} disabled={!form.isValid}>
          Create Account
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
