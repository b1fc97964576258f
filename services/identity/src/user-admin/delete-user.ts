import { UserAdminMessages } from '@portal/shared-contracts/admin';
import { conflict, type Actor, type AnyDb } from '@portal/service-kit';
import { voidAccountTokens, type AccountTokenPurpose } from '../account-links/account-tokens';
import { revokeUserAccess } from '../accounts/revoke-user-access';
import { recordAuditEvent } from '../audit/audit-events';
import { forgetPreferences } from '../user-preferences/user-preferences';
import { unusablePasswordHash } from './unusable-password';
import { changeableUser } from './user-scope';
import { userAdminTables } from './user-tables';

const linkPurposes: readonly AccountTokenPurpose[] = ['verify-email', 'reset-password', 'resend-verification', 'change-email'];

/**
 * Deletes a user by emptying the account rather than removing its row: the sessions end, mailed
 * links stop working, roles and LEAs go, and the personal data (name, address, user name, phone,
 * preferences, password) is overwritten, while the id stays, so the records of other services
 * and the audit trails that name it still name one (anonymous) account. The address and user
 * name become free for a new account.
 */
export async function deleteUser(trx: AnyDb, actor: Actor, id: number): Promise<void> {
  if (id === actor.userId) throw conflict(UserAdminMessages.cannotDeleteSelf);
  const { access } = await changeableUser(trx, actor, id);
  const db = userAdminTables(trx);
  await revokeUserAccess(trx, id, 'user-disabled');
  for (const purpose of linkPurposes) await voidAccountTokens(trx, id, purpose);
  await db.deleteFrom('user_roles').where('user_id', '=', id).execute();
  await db.deleteFrom('user_leas').where('user_id', '=', id).execute();
  await forgetPreferences(trx, id);
  const now = new Date();
  await db
    .updateTable('users')
    .set({
      user_name: `deleted-user-${id}`,
      email: `deleted-user-${id}@deleted.invalid`,
      full_name: 'Deleted user',
      job_title: null,
      phone_number: null,
      configuration: '{}',
      password_hash: await unusablePasswordHash(),
      enabled: false,
      email_verified_at: null,
      lea_id: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  await recordAuditEvent(trx, {
    event: 'user-deleted',
    userId: id,
    actorUserId: actor.userId,
    ip: actor.ip,
    details: { roles: access.roles, leaIds: access.leaIds },
  });
}
