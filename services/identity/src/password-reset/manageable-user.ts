import { AppPermissions } from '@portal/shared-contracts';
import { holdsEvery, UserAdminMessages } from '@portal/shared-contracts/admin';
import { forbidden, notFound, type AnyDb, type Actor } from '@portal/service-kit';
import { findAccountById, loadAccess, type Account } from '../accounts/account-repository';

/**
 * The user an administrator's call is about (the route has checked App.users.manage). Never a user
 * holding a permission the caller lacks: a reset link or a password set for them would hand that
 * account, and its permissions, to the caller. An administrator of all LEAs reaches every other
 * user; any other only users whose every LEA is one of theirs, and never a user of all LEAs: one
 * shared LEA is not enough, or an administrator of A could take over a user of A and B.
 */
export async function manageableUser(db: AnyDb, actor: Actor, userId: number): Promise<Account> {
  const account = await findAccountById(db, userId);
  if (!account) throw notFound('The user does not exist.');
  const access = await loadAccess(db, userId);
  if (!holdsEvery(actor.permissions, access.permissions)) throw forbidden(UserAdminMessages.userBeyondYours);
  if (actor.allLeas) return account;
  const withinCallersLeas = access.leaIds.length > 0 && access.leaIds.every((leaId) => actor.leaIds.includes(leaId));
  if (!withinCallersLeas || access.permissions.includes(AppPermissions.AllLeas)) throw forbidden(UserAdminMessages.userBeyondYourLeas);
  return account;
}
