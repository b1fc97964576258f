import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import { sql } from 'kysely';
import { AppPermissions } from '@portal/shared-contracts';
import { LeaMessages } from '@portal/shared-contracts/admin';
import { forbidden, notFound, type AnyDb, type Actor, actorCan } from '@portal/service-kit';
import { loadAccess, type Account, type AccountAccess } from '../accounts/account-repository';
import { manageableUser } from '../password-reset/manageable-user';
import { userAdminTables, type UserAdminTables } from './user-tables';

/**
 * Spec 6: users.view sees every user, jurisdiction-users.view only the users who share one of the
 * caller's LEAs. A caller of all LEAs has every LEA for a jurisdiction.
 */
export function seesEveryUser(actor: Actor): boolean {
  return actor.allLeas || actorCan(actor, [AppPermissions.UsersView]);
}

/** A condition on `users`: which rows a list or a lookup keeps. */
export type UserCondition = (eb: ExpressionBuilder<UserAdminTables, 'users'>) => Expression<SqlBool>;

/** Live accounts sharing one of these LEAs. */
export function usersOfLeas(leaIds: readonly number[]): UserCondition {
  return (eb) => {
    if (leaIds.length === 0) return sql<SqlBool>`false`;
    const sharesLea = eb.exists(
      eb
        .selectFrom('user_leas')
        .select('user_leas.user_id')
        .whereRef('user_leas.user_id', '=', 'users.id')
        .where('user_leas.lea_id', 'in', leaIds),
    );
    return eb.and([eb('users.deleted_at', 'is', null), sharesLea]);
  };
}

/** The rows the caller may see: live accounts, in their jurisdiction. */
export function visibleUsers(actor: Actor): UserCondition {
  if (seesEveryUser(actor)) return (eb) => eb('users.deleted_at', 'is', null);
  return usersOfLeas(actor.leaIds);
}

async function requireLiveUser(db: AnyDb, id: number): Promise<void> {
  const row = await userAdminTables(db)
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('The user does not exist.');
}

/** A user the caller may see: 404 when there is none (or it was deleted), 403 outside their jurisdiction. */
export async function viewableUser(db: AnyDb, actor: Actor, id: number): Promise<void> {
  await requireLiveUser(db, id);
  const row = await userAdminTables(db).selectFrom('users').select('id').where('id', '=', id).where(visibleUsers(actor)).executeTakeFirst();
  if (!row) throw forbidden();
}

/**
 * The id of the live user with this user name (in any case, as sign-in reads it) whom the caller
 * may see. A name outside their jurisdiction is 404 like an unknown one: a lookup by name must not
 * tell which names exist.
 */
export async function viewableUserIdByName(db: AnyDb, actor: Actor, name: string): Promise<number> {
  const row = await userAdminTables(db)
    .selectFrom('users')
    .select('id')
    .where(sql`lower(user_name)`, '=', name.toLowerCase())
    .where(visibleUsers(actor))
    .executeTakeFirst();
  if (!row) throw notFound('The user does not exist.');
  return row.id;
}

/** An LEA whose users the caller may see: 404 when there is none, 403 when it is not one of theirs. */
export async function viewableLea(db: AnyDb, actor: Actor, leaId: number): Promise<void> {
  const lea = await userAdminTables(db).selectFrom('leas').select('id').where('id', '=', leaId).executeTakeFirst();
  if (!lea) throw notFound(LeaMessages.notFound);
  if (!seesEveryUser(actor) && !actor.leaIds.includes(leaId)) throw forbidden();
}

export interface ChangeableUser {
  account: Account;
  access: AccountAccess;
}

/** A user the caller may change (the route has checked users.manage): live, and within the password calls' rule. */
export async function changeableUser(db: AnyDb, actor: Actor, id: number): Promise<ChangeableUser> {
  await requireLiveUser(db, id);
  const account = await manageableUser(db, actor, id);
  return { account, access: await loadAccess(db, id) };
}
