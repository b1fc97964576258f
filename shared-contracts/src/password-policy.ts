import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * The password rules of spec 5, one function for the browser's forms and the identity
 * service, so a form never accepts what the server will refuse. Passwords are never trimmed
 * or truncated, and up to PASSWORD_MAX_LENGTH characters are allowed (NIST 800-63B asks for
 * at least 64); the server adds the check against common and breached passwords.
 */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRule = 'minLength' | 'maxLength' | 'uppercase' | 'lowercase' | 'digit' | 'symbol';

// Letters and digits of any script count as such, so 'é' is a letter and not a symbol.
const ruleTests: Record<Exclude<PasswordRule, 'minLength' | 'maxLength'>, RegExp> = {
  uppercase: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  digit: /\p{Nd}/u,
  symbol: /[^\p{L}\p{N}_]/u,
};

/** Characters as a person counts them (code points), so an emoji is one and not two. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The rules a password breaks, in the order the reset page lists them. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) unmet.push('minLength');
  if (length > PASSWORD_MAX_LENGTH) unmet.push('maxLength');
  for (const [rule, test] of Object.entries(ruleTests) as [PasswordRule, RegExp][]) {
    if (!test.test(password)) unmet.push(rule);
  }
  return unmet;
}

/** Spec 5's messages on the registration form, where the four character rules share one. */
export const PasswordMessages = {
  required: 'Password is required.',
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  maxLength: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  complexity: 'Password must include at least one uppercase letter, one lowercase letter, one number, and one special character.',
  common: 'This password is too common or has appeared in a data breach. Choose a less predictable one.',
  containsEmail: 'Password must not contain your email address.',
} as const;

/** The one message the registration form shows for a password, or null when the rules are met. */
export function registrationPasswordMessage(password: string): string | null {
  const unmet = unmetPasswordRules(password);
  if (unmet.includes('minLength')) return PasswordMessages.minLength;
  if (unmet.includes('maxLength')) return PasswordMessages.maxLength;
  return unmet.length ? PasswordMessages.complexity : null;
}

/**
 * The server's reasons, one per broken rule, as the reset page lists them one per line
 * (spec 5 shows 'non alphanumeric' there as 'symbol').
 */
export const PasswordRuleReasons: Record<PasswordRule, string> = {
  minLength: `Passwords must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  maxLength: `Passwords must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  uppercase: "Passwords must have at least one uppercase ('A'-'Z').",
  lowercase: "Passwords must have at least one lowercase ('a'-'z').",
  digit: "Passwords must have at least one digit ('0'-'9').",
  symbol: 'Passwords must have at least one non alphanumeric character.',
};

/** The rules as the reset-password page lists them (spec 5). */
export const PASSWORD_RULES_DISPLAY = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'At least one symbol',
  'At least one digit',
  'At least one uppercase letter',
  'At least one lowercase letter',
] as const;
