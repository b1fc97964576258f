import * as yup from 'yup';

/** Spec 5: login field rules and their messages. */
export const LoginMessages = {
  email: 'A valid email is required.',
  required: 'A value is required.',
  failed: 'Invalid email or password.',
} as const;

const email = yup.string().trim().required(LoginMessages.email).email(LoginMessages.email);

export const loginSchema = yup.object({
  email,
  password: yup.string().required(LoginMessages.required),
});

/** Spec 5: the Reset Password dialog checks its email as the login does. */
export const resetRequestSchema = yup.object({ email });
