import { sql, type ExpressionBuilder } from 'kysely';
import { holdsEvery, isBuiltInRole, type RoleListQuery, type RoleRecord } from '@portal/shared-contracts/admin';
import { containsPattern, type AnyDb, type ListSpec, type Actor } from '@portal/service-kit';
import { userAdminTables, type UserAdminTables } from '../user-admin/user-tables';

/** Case-insensitive, as spec 2's tables sort; "userCount" is the select's own column. */
export const roleListSpec: ListSpec = {
  sortColumns: { name: sql`lower(roles.name)`, description: sql`lower(roles.description)`, userCount: 'userCount' },
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: 'roles.id',
};

const roleColumns = (eb: ExpressionBuilder<UserAdminTables, 'roles'>) => [
  'roles.id as id' as const,
  'roles.name as name' as const,
  'roles.description as description' as const,
  eb.fn
    .coalesce(
      eb
        .selectFrom('role_permissions')
        .select(sql<string[]>`array_agg(permission order by permission)`.as('p'))
        .whereRef('role_permissions.role_id', '=', 'roles.id'),
      sql<string[]>`'{}'`,
    )
    .as('permissions'),
  eb.fn
    .coalesce(
      eb
        .selectFrom('user_roles')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('user_roles.role_id', '=', 'roles.id'),
      sql<number>`0`,
    )
    .as('userCount'),
];

/** Manage Roles' rows, searched by name and description, each with its permissions and how many users hold it. */
export function roleListQuery(db: AnyDb, params: RoleListQuery) {
  let query = userAdminTables(db).selectFrom('roles').select(roleColumns);
  const search = params.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('roles.name', 'ilike', pattern), eb('roles.description', 'ilike', pattern)]));
  }
  return query;
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof roleListQuery>['execute']>>[number];

/** A role as the caller sees it: whether it is one of spec 6's, and whether they hold all it carries. */
export function toRoleRecord(row: RoleRow, actor: Actor): RoleRecord {
  return { ...row, builtIn: isBuiltInRole(row.name), assignable: holdsEvery(actor.permissions, row.permissions) };
}

/** One role with its permissions and holders' count; `forUpdate` locks it until the transaction ends. */
export async function findRole(db: AnyDb, id: number, { forUpdate = false } = {}): Promise<RoleRow | null> {
  let query = roleListQuery(db, {}).where('roles.id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/** One role by its name, in any case: no two roles' names differ only in case (role-changes.ts). */
export async function findRoleByName(db: AnyDb, name: string): Promise<RoleRow | null> {
  return (
    (await roleListQuery(db, {})
      .where(sql`lower(roles.name)`, '=', name.toLowerCase())
      .executeTakeFirst()) ?? null
  );
}

/** The roles whose name contains the text, in any case (GET api/roles/{search}/{pageNumber}/{pageSize}). */
export function rolesNamedLike(db: AnyDb, text: string) {
  return roleListQuery(db, {}).where('roles.name', 'ilike', containsPattern(text));
}
