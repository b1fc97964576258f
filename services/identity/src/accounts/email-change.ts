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
 * Who asked for a change: the user, from a session that stays signed in once it takes effect, or an
 * administrator, after whose change every session of the user ends.
 */
export type EmailChangeAsker =
  { by: 'owner'; sessionId: string | null; ip: string } | { by: 'administrator'; actorUserId: number; ip: string };

/**
 * Starts a change of a user's address: a link to the new address (voiding older ones), a notice to
 * the current one. Nothing changes until the link is opened, so neither a stolen session nor an
 * administrator can move an account to a mailbox of theirs and reset its password from there. In
 * the transaction of the edit that asked for it.
 */
export async function requestEmailChange(
  trx: AnyDb,
  ctx: Pick<ServiceContext, 'config' | 'notifications'>,
  account: Pick<Account, 'id' | 'email' | 'fullName'>,
  newEmail: string,
  asker: EmailChangeAsker,
): Promise<void> {
  const sessionId = asker.by === 'owner' ? asker.sessionId : null;
  const token = await issueAccountToken(trx, account.id, 'change-email', new Date(), { newEmail, sessionId });
  const { publicUrl } = ctx.config;
  await queueAccountMail(trx, ctx.notifications, newEmail, emailChangeConfirmationMail(publicUrl, account.fullName, token, asker.by));
  await queueAccountMail(trx, ctx.notifications, account.email, emailChangeRequestedMail(publicUrl, account.fullName, newEmail, asker.by));
  // Addresses stay out of the trail, as logins do: the user's row has them.
  await recordAuditEvent(trx, {
    event: 'email-change-requested',
    userId: account.id,
    ip: asker.ip,
    ...(asker.by === 'administrator' ? { actorUserId: asker.actorUserId } : {}),
  });
}

/**
 * Spends a change-email link: the account takes the new address (and its user name, when that was
 * the old address), counted as verified, and every session ends but the one of a user who asked. One
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
