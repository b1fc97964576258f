import * as yup from 'yup';

/** Spec 5: login field rules and their messages. */
export const LoginMessages = {
  email: 'A valid email is required.',
  required: 'A value is required.',
  failed: 'Invalid email or password.',
} as const;

export const loginSchema = yup.object({
  email: yup.string().trim().required(LoginMessages.email).email(LoginMessages.email),
  password: yup.string().required(LoginMessages.required),
});
