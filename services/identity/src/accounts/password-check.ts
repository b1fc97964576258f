import { dictionary } from '@zxcvbn-ts/language-common';
import { PasswordMessages, PasswordRuleReasons, registrationPasswordMessage, unmetPasswordRules } from '@portal/shared-contracts';

/**
 * The identity service's password check: spec 5's rules (shared with the forms), then the
 * shipped list of about 49 000 passwords most common in breaches (zxcvbn-ts's list, from
 * published breach corpora), then the user's own address. Returns the reasons, none if fine.
 */
const commonPasswords = new Set(dictionary['passwords-common']);

/**
 * "Summer2024!" and "Password123!" meet every character rule, yet they are a listed password
 * with digits and symbols put around it, the first thing a guesser tries: the list is checked
 * against the password lowercased, and against it with such a run stripped from both ends.
 */
function isCommon(password: string): boolean {
  const lowered = password.toLowerCase();
  const core = lowered.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  return commonPasswords.has(lowered) || (core.length > 0 && commonPasswords.has(core));
}

function containsEmail(password: string, email: string | undefined): boolean {
  const local = email?.split('@')[0]?.toLowerCase();
  return !!local && local.length >= 4 && password.toLowerCase().includes(local);
}

export interface PasswordVerdict {
  /** Every rule broken, in the server's per-rule words, for the reset page's list. */
  reasons: string[];
  /** The one message the registration form shows under the password field. */
  message: string | null;
}

export function checkPassword(password: string, email?: string): PasswordVerdict {
  const unmet = unmetPasswordRules(password);
  if (unmet.length) return { reasons: unmet.map((rule) => PasswordRuleReasons[rule]), message: registrationPasswordMessage(password) };
  if (isCommon(password)) return { reasons: [PasswordMessages.common], message: PasswordMessages.common };
  if (containsEmail(password, email)) return { reasons: [PasswordMessages.containsEmail], message: PasswordMessages.containsEmail };
  return { reasons: [], message: null };
}
