import * as yup from 'yup';
import { LegacyRegisterMessages, PasswordMessages, RegistrationMessages, registrationPasswordMessage } from '@portal/shared-contracts';

/** Spec 5: the dispute-resolution registration (new-register), with the password rules the server applies too. */
export const newRegisterSchema = yup.object({
  fullName: yup.string().trim().required(RegistrationMessages.fullNameRequired),
  password: yup
    .string()
    .required(PasswordMessages.required)
    .test('password-policy', (value, context) => {
      const message = value ? registrationPasswordMessage(value) : null;
      return message === null || context.createError({ message });
    }),
  email: yup.string().trim().required(RegistrationMessages.emailRequired).email(RegistrationMessages.emailInvalid),
  confirmPassword: yup
    .string()
    .required(RegistrationMessages.confirmRequired)
    .oneOf([yup.ref('password')], RegistrationMessages.passwordsDiffer),
  agreement: yup.boolean().oneOf([true], RegistrationMessages.agreementRequired),
});
export type NewRegisterValues = yup.InferType<typeof newRegisterSchema>;

/** Spec 5: the legacy Register form; password rules beyond presence come back from the server. */
export const legacyRegisterSchema = yup.object({
  email: yup.string().trim().required(LegacyRegisterMessages.required).email(LegacyRegisterMessages.email),
  firstName: yup.string().trim().required(LegacyRegisterMessages.required),
  lastName: yup.string().trim().required(LegacyRegisterMessages.required),
  password: yup.string().required(LegacyRegisterMessages.required),
  confirmPassword: yup
    .string()
    .required(LegacyRegisterMessages.required)
    .oneOf([yup.ref('password')], LegacyRegisterMessages.mismatch),
});
export type LegacyRegisterValues = yup.InferType<typeof legacyRegisterSchema>;
