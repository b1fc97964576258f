import { Roles } from '@portal/shared-contracts';
import type { AnyDb, ServiceContext } from '@portal/service-kit';
import { issueAccountToken } from '../account-links/account-tokens';
import { findAccountByLogin, type Account } from '../accounts/account-repository';
import { recordAuditEvent } from '../audit/audit-events';
import { alreadyRegisteredMail, queueAccountMail } from '../mail/account-mail';
import { hashPassword } from '../passwords';
import { fingerprint } from '../sign-in/login-fingerprint';
import type { Registration } from './registration-form';
import { registrationTables } from './registration-tables';
import { sendVerificationMail, takeMailTurn } from './verification-mail';

export interface RegistrationResult {
  /** The registration's opaque id, a resend-verification secret, for the account-created page. */
  uid: string;
  userId: number;
  /** The address had an account already; only the log and the audit trail may know it. */
  existing: boolean;
}

type Context = Pick<ServiceContext, 'db' | 'config' | 'notifications'>;

/**
 * A new public requester, unverified, with the public user role. ON CONFLICT DO NOTHING waits
 * for a concurrent registration of the same address and then inserts nothing, so the loser of
 * that race reads the winner's account instead of failing on the unique index. Null when the
 * address (or a user name equal to it) is taken.
 */
async function createPublicUser(trx: AnyDb, registration: Registration, passwordHash: string, now: Date): Promise<number | null> {
  const db = registrationTables(trx);
  const user = await db
    .insertInto('users')
    .values({
      user_name: registration.email,
      email: registration.email,
      full_name: registration.fullName,
      password_hash: passwordHash,
      email_verified_at: null,
      verification_mail_sent_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!user) return null;
  const role = await db.selectFrom('roles').select('id').where('name', '=', Roles.DisputePublicUser).executeTakeFirst();
  if (!role) throw new Error(`The role ${Roles.DisputePublicUser} is missing from the directory`);
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return user.id;
}

/**
 * The address has an account: its owner is told so by mail (at most once per resend wait, so
 * registering someone's address again and again does not flood them), and the caller gets a
 * registration id like any other, so the answer does not reveal that the address is taken.
 */
async function registerExistingAddress(trx: AnyDb, ctx: Context, account: Account, now: Date): Promise<{ uid: string; mailed: boolean }> {
  const uid = await issueAccountToken(trx, account.id, 'resend-verification', now);
  const turn = await takeMailTurn(trx, account.id, now);
  const mailed = turn?.waitSeconds === 0;
  if (mailed) await queueAccountMail(trx, ctx.notifications, account.email, alreadyRegisteredMail(ctx.config.publicUrl, account.fullName));
  return { uid, mailed };
}

/** Registers a public requester (spec 2 new-register), in one transaction with its mail and audit event. */
export async function registerAccount(ctx: Context, registration: Registration, ip: string): Promise<RegistrationResult> {
  // Hashed before the address is looked up, so a taken address answers no faster than a new one.
  const passwordHash = await hashPassword(registration.password);
  const loginHash = fingerprint(registration.email);
  const now = new Date();
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await createPublicUser(trx, registration, passwordHash, now);
    if (userId !== null) {
      await sendVerificationMail(
        trx,
        ctx,
        { id: userId, email: registration.email, fullName: registration.fullName, verified: false },
        now,
      );
      const uid = await issueAccountToken(trx, userId, 'resend-verification', now);
      await recordAuditEvent(trx, { event: 'registered', userId, ip, details: { loginHash } });
      return { uid, userId, existing: false };
    }
    const account = await findAccountByLogin(trx, registration.email);
    if (!account) throw new Error('A registration conflicted with an account that cannot be found');
    const { uid, mailed } = await registerExistingAddress(trx, ctx, account, now);
    await recordAuditEvent(trx, { event: 'registration-for-existing-address', userId: account.id, ip, details: { loginHash, mailed } });
    return { uid, userId: account.id, existing: true };
  });
}
