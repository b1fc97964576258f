import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { LegacyRegisterMessages, PasswordMessages, RegistrationMessages } from '@portal/shared-contracts';
import { LoginMessages, loginSchema, resetRequestSchema } from './login-schema';
import { legacyRegisterSchema, newRegisterSchema } from './register-schemas';
import { ResetPasswordFieldMessages, resetPasswordSchema } from './reset-password-schema';

/** The errors formik shows for these values: the first message of each field. */
async function formErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<FormikErrors<Record<string, unknown>>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const PASSWORD = 'Harbor-Lantern-Quiet-42';

describe('login and the Reset Password dialog (spec 5)', () => {
  test.each([
    [
      { email: '', password: '' },
      { email: LoginMessages.email, password: LoginMessages.required },
    ],
    [{ email: 'not-an-email', password: 'x' }, { email: LoginMessages.email }],
    [{ email: ' pat@example.org ', password: 'x' }, {}],
  ])('%p shows %p', async (values, errors) => expect(await formErrors(loginSchema, values)).toEqual(errors));

  test.each([
    ['', LoginMessages.email],
    ['pat@', LoginMessages.email],
    ['pat@example.org', undefined],
  ])('the dialog checks %p as the login does', async (email, message) =>
    expect((await formErrors(resetRequestSchema, { email })).email).toBe(message),
  );
});

describe('new-register (spec 5)', () => {
  const valid = { fullName: 'Pat Requester', password: PASSWORD, email: 'pat@example.org', confirmPassword: PASSWORD, agreement: true };

  test('a complete form has no errors', async () => expect(await formErrors(newRegisterSchema, valid)).toEqual({}));

  test('an empty form shows every required message', async () =>
    expect(await formErrors(newRegisterSchema, { fullName: '', password: '', email: '', confirmPassword: '', agreement: false })).toEqual({
      fullName: RegistrationMessages.fullNameRequired,
      password: PasswordMessages.required,
      email: RegistrationMessages.emailRequired,
      confirmPassword: RegistrationMessages.confirmRequired,
      agreement: RegistrationMessages.agreementRequired,
    }));

  test.each([
    ['a blank full name', { fullName: '   ' }, { fullName: RegistrationMessages.fullNameRequired }],
    ['an 11-character password', { password: 'Aa1!aaaaaaa', confirmPassword: 'Aa1!aaaaaaa' }, { password: PasswordMessages.minLength }],
    [
      'a password without a symbol',
      { password: 'Harbor1Lantern', confirmPassword: 'Harbor1Lantern' },
      { password: PasswordMessages.complexity },
    ],
    [
      'a password without an uppercase letter',
      { password: 'harbor-lantern-42', confirmPassword: 'harbor-lantern-42' },
      { password: PasswordMessages.complexity },
    ],
    ['an invalid email', { email: 'pat.example.org' }, { email: RegistrationMessages.emailInvalid }],
    ['a confirmation that differs', { confirmPassword: `${PASSWORD}x` }, { confirmPassword: RegistrationMessages.passwordsDiffer }],
    ['an unticked agreement', { agreement: false }, { agreement: RegistrationMessages.agreementRequired }],
  ])('%s shows its message', async (_case, change, errors) =>
    expect(await formErrors(newRegisterSchema, { ...valid, ...change })).toEqual(errors),
  );
});

describe('legacy register (spec 5)', () => {
  const valid = { email: 'pat@example.org', firstName: 'Pat', lastName: 'Requester', password: PASSWORD, confirmPassword: PASSWORD };

  test('a complete form has no errors', async () => expect(await formErrors(legacyRegisterSchema, valid)).toEqual({}));

  test('every field is required', async () =>
    expect(await formErrors(legacyRegisterSchema, { email: '', firstName: ' ', lastName: '', password: '', confirmPassword: '' })).toEqual({
      email: LegacyRegisterMessages.required,
      firstName: LegacyRegisterMessages.required,
      lastName: LegacyRegisterMessages.required,
      password: LegacyRegisterMessages.required,
      confirmPassword: LegacyRegisterMessages.required,
    }));

  test('an invalid email and differing passwords show their messages', async () =>
    expect(await formErrors(legacyRegisterSchema, { ...valid, email: 'pat', confirmPassword: 'other' })).toEqual({
      email: LegacyRegisterMessages.email,
      confirmPassword: LegacyRegisterMessages.mismatch,
    }));
});

describe('reset password page (spec 5)', () => {
  test('both fields are required', async () =>
    expect(await formErrors(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: ResetPasswordFieldMessages.required,
      confirmPassword: ResetPasswordFieldMessages.required,
    }));

  test('the form does not itself compare the two', async () =>
    expect(await formErrors(resetPasswordSchema, { password: 'a', confirmPassword: 'b' })).toEqual({}));
});
