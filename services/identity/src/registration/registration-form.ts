import { PasswordMessages, RegistrationMessages, type RegisterRequest } from '@portal/shared-contracts';
import { HttpError } from '@portal/service-kit';
import { checkPassword } from '../accounts/password-check';
import { normaliseLogin } from '../sign-in/login-fingerprint';

/** A registration whose fields passed spec 5's rules, in the form they are stored in. */
export interface Registration {
  fullName: string;
  /** Trimmed and lower-cased: it is also the user name, and one address is one account whatever its case. */
  email: string;
  password: string;
}

/**
 * The HTML form's address check (WHATWG), but with a dot required in the domain: a public
 * requester's address is on the internet, never a bare host name.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function emailError(email: string): string | null {
  if (!email) return RegistrationMessages.emailRequired;
  return EMAIL.test(email) ? null : RegistrationMessages.emailInvalid;
}

/** Passwords are compared and checked exactly as typed: never trimmed, never truncated. */
function passwordErrors(password: string, confirmPassword: string, email: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const passwordMessage = password ? checkPassword(password, email).message : PasswordMessages.required;
  if (passwordMessage) errors.password = passwordMessage;
  if (!confirmPassword) errors.confirmPassword = RegistrationMessages.confirmRequired;
  else if (confirmPassword !== password) errors.confirmPassword = RegistrationMessages.passwordsDiffer;
  return errors;
}

/** Spec 5's registration rules, every broken one as a field error in the form's own words. */
export function validRegistration(body: RegisterRequest): Registration {
  const fullName = body.fullName.trim();
  const email = normaliseLogin(body.email);
  const errors: Record<string, string> = {};
  if (!fullName) errors.fullName = RegistrationMessages.fullNameRequired;
  const emailMessage = emailError(email);
  if (emailMessage) errors.email = emailMessage;
  Object.assign(errors, passwordErrors(body.password, body.confirmPassword, email));
  if (Object.keys(errors).length) throw new HttpError(400, 'VALIDATION', 'The request is not valid.', errors);
  return { fullName, email, password: body.password };
}
