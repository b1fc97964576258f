import { HttpError } from '@portal/service-kit';
import { checkPassword } from '../accounts/password-check';

export const PASSWORD_POLICY_MESSAGE = 'The password does not meet the requirements.';
export const SAME_AS_CURRENT_REASON = 'The new password must be different from the current password.';

/** A new password the policy refuses, with every rule it breaks for the page to list one per line (spec 8). */
export class PasswordPolicyError extends HttpError {
  constructor(reasons: string[]) {
    super(400, 'PASSWORD_POLICY', PASSWORD_POLICY_MESSAGE, undefined, { reasons });
  }
}

/** Throws PasswordPolicyError unless the password passes the policy and, when `current` is given, differs from it. */
export function requireAcceptablePassword(password: string, email: string, current?: string): void {
  const { reasons } = checkPassword(password, email);
  if (password === current) reasons.push(SAME_AS_CURRENT_REASON);
  if (reasons.length) throw new PasswordPolicyError(reasons);
}
