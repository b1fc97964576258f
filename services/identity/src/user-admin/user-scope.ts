import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import { sql } from 'kysely';
import { AppPermissions } from '@portal/shared-contracts';
import { forbidden, notFound, type AnyDb, type Principal } from '@portal/service-kit';
import { loadAccess, type Account, type AccountAccess } from '../accounts/account-repository';
import { manageableUser } from '../password-reset/manageable-user';
import { userAdminTables, type UserAdminTables } from './user-tables';

/**
 * Spec 6: users.view sees every user, jurisdiction-users.view only the users who share one of the
 * caller's LEAs. A caller of all LEAs has every LEA for a jurisdiction.
 */
export function seesEveryUser(principal: Principal): boolean {
  return principal.allLeas || principal.can([AppPermissions.UsersView]);
}

/** The condition on `users` that keeps the rows the caller may see: live accounts, in their jurisdiction. */
export function visibleUsers(principal: Principal) {
  return (eb: ExpressionBuilder<UserAdminTables, 'users'>): Expression<SqlBool> => {
    const live = eb('users.deleted_at', 'is', null);
    if (seesEveryUser(principal)) return live;
    if (principal.leaIds.length === 0) return sql<SqlBool>`false`;
    const sharesLea = eb.exists(
      eb.selectFrom('user_leas').select('user_leas.user_id').whereRef('user_leas.user_id', '=', 'users.id').where('user_leas.lea_id', 'in', principal.leaIds),
    );
    return eb.and([live, sharesLea]);
  };
}

async function requireLiveUser(db: AnyDb, id: number): Promise<void> {
  const row = await userAdminTables(db).selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('The user does not exist.');
}

/** A user the caller may see: 404 when there is none (or it was deleted), 403 outside their jurisdiction. */
export async function viewableUser(db: AnyDb, principal: Principal, id: number): Promise<void> {
  await requireLiveUser(db, id);
  const row = await userAdminTables(db).selectFrom('users').select('id').where('id', '=', id).where(visibleUsers(principal)).executeTakeFirst();
  if (!row) throw forbidden();
}

export interface ChangeableUser {
  account: Account;
  access: AccountAccess;
}

/** A user the caller may change (the route has checked users.manage): live, and within the password calls' rule. */
export async function changeableUser(db: AnyDb, principal: Principal, id: number): Promise<ChangeableUser> {
  await requireLiveUser(db, id);
  const account = await manageableUser(db, principal, id);
  return { account, access: await loadAccess(db, id) };
}
