import { sql } from 'kysely';
import { type UserListItem, type UserListQuery } from '@portal/shared-contracts/admin';
import { containsPattern, type AnyDb, type ListSpec } from '@portal/service-kit';
import { userAdminTables } from './user-tables';
import type { UserCondition } from './user-scope';

/** Spec 2's tables sort case-insensitively; the user's id breaks ties so pages never overlap. */
export const userListSpec: ListSpec = {
  sortColumns: {
    fullName: sql`lower(users.full_name)`,
    userName: sql`lower(users.user_name)`,
    email: sql`lower(users.email)`,
    jobTitle: sql`lower(users.job_title)`,
    enabled: 'users.enabled',
    createdAt: 'users.created_at',
  },
  defaultSort: { field: 'fullName', direction: 'asc' },
  tieBreaker: 'users.id',
};

/**
 * Manage Users' rows: the users `scope` keeps (those the caller may see, or a narrower set),
 * searched by name, e-mail and user name and filtered by LEA, role and enabled, each with the
 * names of its roles and LEAs.
 */
export function userListQuery(db: AnyDb, scope: UserCondition, params: UserListQuery) {
  let query = userAdminTables(db)
    .selectFrom('users')
    .where(scope)
    .select((eb) => [
      'users.id as id',
      'users.user_name as userName',
      'users.email as email',
      'users.full_name as fullName',
      'users.job_title as jobTitle',
      'users.enabled as enabled',
      'users.created_at as createdAt',
      eb
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(sql<string[]>`coalesce(array_agg(roles.name order by roles.name), '{}')`.as('names'))
        .whereRef('user_roles.user_id', '=', 'users.id')
        .as('roles'),
      eb
        .selectFrom('user_leas')
        .innerJoin('leas', 'leas.id', 'user_leas.lea_id')
        .select(sql<string[]>`coalesce(array_agg(leas.name order by leas.name), '{}')`.as('names'))
        .whereRef('user_leas.user_id', '=', 'users.id')
        .as('leas'),
    ]);
  const search = params.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb('users.full_name', 'ilike', pattern), eb('users.email', 'ilike', pattern), eb('users.user_name', 'ilike', pattern)]),
    );
  }
  if (params.leaId !== undefined) {
    const leaId = params.leaId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_leas')
          .select('user_leas.user_id')
          .whereRef('user_leas.user_id', '=', 'users.id')
          .where('user_leas.lea_id', '=', leaId),
      ),
    );
  }
  if (params.roleId !== undefined) {
    const roleId = params.roleId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role_id', '=', roleId),
      ),
    );
  }
  if (params.enabled !== undefined) query = query.where('users.enabled', '=', params.enabled);
  return query;
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userListQuery>['execute']>>[number];

export function toUserListItem(row: UserRow): UserListItem {
  return { ...row, roles: row.roles ?? [], leas: row.leas ?? [], createdAt: row.createdAt.toISOString() };
}
