import { useEffect, useId, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { PasswordResetMessages } from '@portal/shared-contracts';
import { requestPasswordReset } from '@portal/shared-contracts/sdk/core';
import { FormField } from './FormField';
import { resetRequestSchema } from './login-schema';
import { Notice } from './Notice';
import { errorBody } from './server-errors';
import { SubmitButton } from './SubmitButton';

function ResetRequestForm({ onClose }: { onClose(): void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: resetRequestSchema,
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        setSent((await requestPasswordReset(email.trim())).message);
      } catch (error) {
        setFailure(errorBody(error)?.message ?? PasswordResetMessages.requestFailed);
      }
    },
  });

  if (sent !== null) {
    return (
      <>
        <Notice kind="success">{sent}</Notice>
        <div className="auth-actions">
          <button type="button" className="auth-button" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Reset Password">
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="auth-actions">
        <button type="button" className="auth-button" onClick={onClose}>
          Cancel
        </button>
        <SubmitButton busy={form.isSubmitting}>Submit</SubmitButton>
      </div>
    </form>
  );
}

/**
 * Spec 2's Reset Password dialog, a native modal <dialog>: the browser keeps focus inside it,
 * closes it on Escape and returns focus to the Forgot Password link.
 */
export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="auth-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Reset Password</h2>
      {/* Rendered only while open: each opening starts with an empty form. */}
      {open ? <ResetRequestForm onClose={onClose} /> : null}
    </dialog>
  );
}
