/**
 * The words of the sign-in area (spec 5 and 8), quoted exactly, plus those the documents leave
 * open, which the identity service and the auth pages must agree on.
 */
export const RegistrationMessages = {
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  confirmRequired: 'Confirming your password is required.',
  passwordsDiffer: 'Passwords do not match.',
  agreementRequired: 'You must accept the agreement to create an account.',
} as const;

export const LegacyRegisterMessages = {
  required: 'You must enter a value',
  email: 'Not a valid email',
  mismatch: 'Passwords must match',
} as const;

export const VerificationMessages = {
  failed: 'Email verification failed. Please try again later.',
  error: 'An error occurred while verifying your email.',
  expired: 'This verification link has expired or was replaced by a newer one.',
  used: 'This verification link has already been used. If your email is verified, sign in below.',
  resendFailed: 'Failed to resend email. Please try again.',
  resent: 'Verification email sent!',
  /** A public requester who signs in with the right password before verifying. */
  notVerified: 'Your email address is not verified yet. Open the link in the email we sent you, then sign in.',
} as const;

export const PasswordResetMessages = {
  requestFailed: 'Could not reset password.',
  /** The one answer to a recovery request, whether or not the address has an account. */
  requested: 'If an account uses that email address, we have sent it a link to reset the password. The link works for one hour.',
  invalidInformation: 'Invalid Information.',
  linkInvalid: 'This password reset link is invalid, has expired or has already been used. Ask for a new one from the sign-in page.',
  changed: 'Password Changed!',
  currentWrong: 'The current password is not correct.',
} as const;

export const BotProtectionMessages = {
  failed: 'We could not confirm you are not a robot. Please try again.',
  unavailable: 'Sign-in is temporarily unavailable. Please try again in a few minutes.',
} as const;

/** Spec 5 and 8's 'non alphanumeric' → 'symbol', for server reasons shown on the reset page. */
export function displayPasswordReason(reason: string): string {
  return reason.replace(/non alphanumeric/g, 'symbol');
}

/** The words of the second factor: its sign-in step, its enrolment on My Account and its reset by an administrator. */
export const MfaMessages = {
  /** A token whose session lacks the second factor a role needs (a service's 403). */
  secondFactorNeeded: 'Your role needs a second factor. Sign in again with your authenticator app or passkey.',
  /** Every wrong code, used recovery code or refused passkey: one answer, so it tells nothing. */
  codeWrong: 'The code is not correct, or it has already been used.',
  challengeExpired: 'The sign-in step has expired. Sign in again with your email and password.',
  passkeyRefused: 'The passkey could not be checked. Try again, or use another way to sign in.',
  /** Shown after sign-in to a user whose role needs a second factor and who has none yet. */
  enrolRequired: 'Your role needs a second factor. Set up an authenticator app or a passkey to use the portal.',
  setupExpired: 'The setup has expired. Start again.',
  lastFactor: 'Your role needs a second factor: set up another one before removing this one.',
  noRecoveryCodesWithoutFactor: 'Set up an authenticator app or a passkey first.',
  nothingToReset: 'The user has no second factor to reset.',
} as const;
