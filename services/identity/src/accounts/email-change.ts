import { HttpError, type AnyDb, type ServiceContext } from '@portal/service-kit';
import { OwnUserMessages, UserAdminMessages } from '@portal/shared-contracts/admin';
import type { Kysely } from 'kysely';
import { findAccountToken, issueAccountToken, markAccountTokenUsed, standingOf } from '../account-links/account-tokens';
import { recordAuditEvent } from '../audit/audit-events';
import { emailChangeConfirmationMail, emailChangeRequestedMail, queueAccountMail } from '../mail/account-mail';
import { normaliseLogin } from '../sign-in/login-fingerprint';
import type { UserAdminTables } from '../user-admin/user-tables';
import type { Account } from './account-repository';
import { findAccountById } from './account-repository';
import { revokeUserAccess } from './revoke-user-access';

const tables = (db: AnyDb): Kysely<UserAdminTables> => db;

/**
 * Starts a change of the user's own address, once their current password was given: a link to the
 * new address (voiding older ones), a notice to the current one. Nothing changes until the link is
 * opened. In the transaction of the edit that asked for it.
 */
export async function requestEmailChange(
  trx: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  account: Account,
  newEmail: string,
  sessionId: string | null,
  ip: string,
): Promise<void> {
  const token = await issueAccountToken(trx, account.id, 'change-email', new Date(), { newEmail, sessionId });
  await queueAccountMail(trx, ctx.notifications, newEmail, emailChangeConfirmationMail(ctx.config.publicUrl, account.fullName, token));
  await queueAccountMail(trx, ctx.notifications, account.email, emailChangeRequestedMail(ctx.config.publicUrl, account.fullName, newEmail));
  // Addresses stay out of the trail, as logins do: the user's row has them.
  await recordAuditEvent(trx, { event: 'email-change-requested', userId: account.id, ip });
}

/**
 * Spends a change-email link: the account takes the new address (and its user name, when that was
 * the old address), counted as verified, and every session but the one that asked ends. One
 * refusal for an unknown, used, voided or expired link; an address taken meanwhile is said so.
 */
export async function confirmEmailChange(trx: AnyDb, token: string, ip: string): Promise<string> {
  const invalid = new HttpError(400, 'CONFIRM_LINK_INVALID', OwnUserMessages.confirmLinkInvalid);
  const link = await findAccountToken(trx, token, ['change-email'], { forUpdate: true });
  const now = new Date();
  if (!link?.newEmail || standingOf(link, now) !== 'live') throw invalid;
  const account = await findAccountById(trx, link.userId);
  if (!account?.enabled) throw invalid;
  const newEmail = link.newEmail;
  const login = normaliseLogin(newEmail);
  const taken = await tables(trx)
    .selectFrom('users')
    .select('id')
    .where('id', '<>', account.id)
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', login), eb(eb.fn('lower', ['user_name']), '=', login)]))
    .executeTakeFirst();
  if (taken) throw new HttpError(409, 'CONFLICT', UserAdminMessages.emailTaken, { email: UserAdminMessages.emailTaken });
  const userNameWasEmail = normaliseLogin(account.userName) === normaliseLogin(account.email);
  await tables(trx)
    .updateTable('users')
    .set({ email: newEmail, ...(userNameWasEmail ? { user_name: newEmail } : {}), email_verified_at: now, updated_at: now })
    .where('id', '=', account.id)
    .execute();
  await markAccountTokenUsed(trx, link.id, now);
  await revokeUserAccess(trx, account.id, 'email-changed', now, { keepSession: link.sessionId });
  await recordAuditEvent(trx, { event: 'email-changed', userId: account.id, ip, details: { userNameChanged: userNameWasEmail } });
  return newEmail;
}
