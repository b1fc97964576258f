import { AppPermissions } from '@portal/shared-contracts';
import { forbidden, notFound, type AnyDb, type Principal } from '@portal/service-kit';
import { findAccountById, loadAccess, type Account } from '../accounts/account-repository';

/**
 * The user an administrator's password call is about (the route has checked App.users.manage).
 * An administrator of all LEAs reaches every user; any other only users sharing one of their
 * LEAs, and never a user of all LEAs, whom a shared district must not open to takeover.
 */
export async function manageableUser(db: AnyDb, principal: Principal, userId: number): Promise<Account> {
  const account = await findAccountById(db, userId);
  if (!account) throw notFound('The user does not exist.');
  if (principal.allLeas) return account;
  const access = await loadAccess(db, userId);
  const sharesLea = access.leaIds.some((leaId) => principal.leaIds.includes(leaId));
  if (!sharesLea || access.permissions.includes(AppPermissions.AllLeas)) throw forbidden();
  return account;
}
