import { LINK_SECRET_PLACEHOLDER, renderMail, type AnyDb, type NotificationProducer } from '@portal/service-kit';

/** An account e-mail before it is queued; links are built from PUBLIC_URL, never from a request's Host. */
interface AccountMail {
  type:
    | 'email-verification'
    | 'already-registered'
    | 'password-reset'
    | 'password-changed'
    | 'account-created'
    | 'account-locked'
    | 'email-change-confirmation'
    | 'email-change-requested'
    | 'second-factor-reset';
  subject: string;
  lines: string[];
  link?: { label: string; url: string };
  /** The link's secret: the url holds LINK_SECRET_PLACEHOLDER, so no stored copy of the mail holds the secret. */
  secret?: string;
}

function render(mail: AccountMail): { text: string; html: string } {
  return renderMail([...mail.lines.map((paragraph) => ({ paragraph })), ...(mail.link ? [{ link: mail.link }] : [])]);
}

/**
 * Queues an account e-mail for the notification worker through the outbox, inside the
 * transaction that stores the link: the link and its mail are committed together or not at
 * all, and the mail waits in the outbox while Redis is unreachable.
 */
export async function queueAccountMail(trx: AnyDb, producer: NotificationProducer, to: string, mail: AccountMail): Promise<void> {
  await producer.email(trx, {
    to,
    subject: mail.subject,
    type: mail.type,
    ...render(mail),
    ...(mail.secret ? { secret: mail.secret } : {}),
  });
}

export function verificationMail(publicUrl: string, fullName: string, uid: string): AccountMail {
  return {
    type: 'email-verification',
    subject: 'Confirm your email address',
    lines: [
      `Hello ${fullName},`,
      'Please confirm your email address to finish creating your account. The link works for 24 hours and only once.',
      'If you did not create an account, you can ignore this email.',
    ],
    link: { label: 'Confirm my email address', url: `${publicUrl}/auth/login?uid=${LINK_SECRET_PLACEHOLDER}` },
    secret: uid,
  };
}

/** Sent instead of a verification mail when someone registers an address that already has an account. */
export function alreadyRegisteredMail(publicUrl: string, fullName: string): AccountMail {
  return {
    type: 'already-registered',
    subject: 'You already have an account',
    lines: [
      `Hello ${fullName},`,
      'Someone asked to create an account with this email address, which already has one.',
      'If it was you, sign in, or use Forgot Password on the sign-in page to choose a new password. If it was not you, you can ignore this email.',
    ],
    link: { label: 'Sign in', url: `${publicUrl}/auth/login` },
  };
}

export function passwordResetMail(publicUrl: string, fullName: string, email: string, token: string): AccountMail {
  return {
    type: 'password-reset',
    subject: 'Reset your password',
    lines: [
      `Hello ${fullName},`,
      'We received a request to reset the password of your account. The link works for one hour and only once.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    link: {
      label: 'Choose a new password',
      url: `${publicUrl}/auth/reset-password?email=${encodeURIComponent(email)}&token=${LINK_SECRET_PLACEHOLDER}`,
    },
    secret: token,
  };
}

/** Sent when an administrator creates an account: its link is a reset link, which sets the first password. */
export function accountCreatedMail(publicUrl: string, fullName: string, email: string, token: string): AccountMail {
  return {
    type: 'account-created',
    subject: 'Your portal account is ready',
    lines: [
      `Hello ${fullName},`,
      'An administrator created an account for you on the Special Education Portal. Choose your password to start using it. The link works for one hour and only once.',
      'If the link has expired, use Forgot Password on the sign-in page to get a new one.',
    ],
    link: {
      label: 'Choose my password',
      url: `${publicUrl}/auth/reset-password?email=${encodeURIComponent(email)}&token=${LINK_SECRET_PLACEHOLDER}`,
    },
    secret: token,
  };
}

export function passwordChangedMail(publicUrl: string, fullName: string): AccountMail {
  return {
    type: 'password-changed',
    subject: 'Your password was changed',
    lines: [
      `Hello ${fullName},`,
      'The password of your account was just changed, and every device signed in to it was signed out.',
      'If you did not do this, reset your password now from the sign-in page and tell your administrator.',
    ],
    link: { label: 'Sign in', url: `${publicUrl}/auth/login` },
  };
}

/** Sent when an administrator removes a user's second factors, so a reset the user did not ask for is noticed. */
export function secondFactorResetMail(publicUrl: string, fullName: string): AccountMail {
  return {
    type: 'second-factor-reset',
    subject: 'Your second sign-in factor was reset',
    lines: [
      `Hello ${fullName},`,
      'An administrator removed the authenticator app, passkeys and recovery codes of your account, and every device signed in to it was signed out. Your next sign-in asks only for your password; then set up a new second factor on My Account.',
      'If you did not ask for this, tell your administrator at once.',
    ],
    link: { label: 'Sign in', url: `${publicUrl}/auth/login` },
  };
}

/** Sent when failed sign-ins lock the account: from the address they came from, or (past the ceiling) from everywhere. */
export function accountLockedMail(publicUrl: string, fullName: string, fromEverywhere: boolean, lockSeconds: number): AccountMail {
  const minutes = Math.max(1, Math.round(lockSeconds / 60));
  const duration = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return {
    type: 'account-locked',
    subject: 'Sign-in to your account was locked',
    lines: [
      `Hello ${fullName},`,
      fromEverywhere
        ? `There were too many sign-ins to your account with a wrong password, from several places, so nobody can sign in to it for the next ${duration}.`
        : `There were too many sign-ins to your account with a wrong password from one place, so sign-in from there is locked for the next ${duration}. You can still sign in from your own devices.`,
      'If this was not you, someone may be trying to guess your password: choose a new one with Forgot Password on the sign-in page, and tell your administrator. Choosing a new password also ends the lock.',
    ],
    link: { label: 'Sign in', url: `${publicUrl}/auth/login` },
  };
}

/** Sent to the new address of an e-mail change: the change takes effect only through its link. */
export function emailChangeConfirmationMail(
  publicUrl: string,
  fullName: string,
  token: string,
  by: 'owner' | 'administrator',
): AccountMail {
  return {
    type: 'email-change-confirmation',
    subject: 'Confirm your new email address',
    lines: [
      `Hello ${fullName},`,
      `${by === 'owner' ? 'You' : 'An administrator'} asked to use this email address for your Special Education Portal account. Open the link to confirm it; until then your account keeps its current address. The link works for 24 hours and only once.`,
      by === 'owner'
        ? 'When the change takes effect, every other device signed in to your account is signed out.'
        : 'When the change takes effect, every device signed in to your account is signed out; sign in again with this address.',
      by === 'owner'
        ? 'If you did not ask for this, you can ignore this email.'
        : 'If this is not your account, you can ignore this email.',
    ],
    link: { label: 'Confirm my new email address', url: `${publicUrl}/auth/confirm-email?token=${LINK_SECRET_PLACEHOLDER}` },
    secret: token,
  };
}

/** Sent to the current address when its change to another is asked for, so the owner notices a change they did not make. */
export function emailChangeRequestedMail(
  publicUrl: string,
  fullName: string,
  newEmail: string,
  by: 'owner' | 'administrator',
): AccountMail {
  return {
    type: 'email-change-requested',
    subject: 'Your email address is being changed',
    lines: [
      `Hello ${fullName},`,
      `${by === 'owner' ? 'Someone signed in to your account asked to change its' : "An administrator asked to change your account's"} email address to ${newEmail}. The change takes effect once the link sent to that address is opened.`,
      by === 'owner'
        ? 'If this was not you, choose a new password now with Forgot Password on the sign-in page (this signs out every device and stops the change), and tell your administrator.'
        : 'If you did not ask for this, choose a new password now with Forgot Password on the sign-in page (this signs out every device and stops the change), and ask your administrator why.',
    ],
    link: { label: 'Sign in', url: `${publicUrl}/auth/login` },
  };
}
