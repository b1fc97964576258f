import * as yup from 'yup';

/** Spec 5's shared field text: the reset page only requires both fields. */
export const ResetPasswordFieldMessages = { required: 'Field is required.' } as const;

/**
 * Spec 5: both fields are required and, as the spec says, the form does not compare them;
 * the password rules are listed on the page and enforced by the server.
 */
export const resetPasswordSchema = yup.object({
  password: yup.string().required(ResetPasswordFieldMessages.required),
  confirmPassword: yup.string().required(ResetPasswordFieldMessages.required),
});
