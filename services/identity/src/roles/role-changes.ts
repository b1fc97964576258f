import { sql } from 'kysely';
import { FieldMessages } from '@portal/shared-contracts';
import {
  RoleAdminMessages,
  UserAdminMessages,
  holdsEvery,
  isBuiltInRole,
  roleFieldErrors,
  type CreateRoleRequest,
  type DeleteRoleQuery,
  type UpdateRoleRequest,
} from '@portal/shared-contracts/admin';
import { badRequest, conflict, forbidden, HttpError, notFound, type AnyDb, type Actor } from '@portal/service-kit';
import { revokeUserAccess } from '../accounts/revoke-user-access';
import { fieldChanges } from '../audit/field-changes';
import { recordAuditEvent } from '../audit/audit-events';
import { userAdminTables } from '../user-admin/user-tables';
import { findRole } from './role-list';

const NO_SUCH_ROLE = 'The role does not exist.';

/** Spec 5's rules, then a name no other role has in any case; answers the trimmed fields. */
async function checkedFields(db: AnyDb, body: CreateRoleRequest, exceptId: number | null): Promise<CreateRoleRequest> {
  const fields = { name: body.name.trim(), description: body.description.trim(), permissions: [...body.permissions].sort() };
  const errors = roleFieldErrors(fields);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'VALIDATION', 'The request is not valid.', errors);
  let sameName = userAdminTables(db)
    .selectFrom('roles')
    .select('id')
    .where(sql`lower(name)`, '=', fields.name.toLowerCase());
  if (exceptId !== null) sameName = sameName.where('id', '<>', exceptId);
  if (await sameName.executeTakeFirst()) throw conflict(RoleAdminMessages.nameTaken, { name: RoleAdminMessages.nameTaken });
  return fields;
}

/** No escalation: the permissions a change gives or takes must all be the caller's own. */
function requireOwnPermissions(actor: Actor, permissions: readonly string[]): void {
  if (!holdsEvery(actor.permissions, permissions)) throw forbidden(RoleAdminMessages.permissionBeyondYours);
}

/** The users holding a role now lose or gain what it carries: their tokens are re-checked everywhere within the cache time. */
async function reachHolders(trx: AnyDb, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) await revokeUserAccess(trx, userId, 'roles-changed');
}

async function holdersOf(trx: AnyDb, roleId: number): Promise<number[]> {
  const rows = await userAdminTables(trx)
    .selectFrom('user_roles')
    .select('user_id')
    .where('role_id', '=', roleId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function createRole(trx: AnyDb, actor: Actor, body: CreateRoleRequest): Promise<number> {
  const fields = await checkedFields(trx, body, null);
  requireOwnPermissions(actor, fields.permissions);
  const db = userAdminTables(trx);
  const { id } = await db
    .insertInto('roles')
    .values({ name: fields.name, description: fields.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.permissions.length > 0)
    await db
      .insertInto('role_permissions')
      .values(fields.permissions.map((permission) => ({ role_id: id, permission })))
      .execute();
  await recordAuditEvent(trx, {
    event: 'role-created',
    actorUserId: actor.userId,
    ip: actor.ip,
    entityType: 'role',
    entityId: id,
    details: { name: fields.name, permissions: fields.permissions },
  });
  return id;
}

/**
 * Replaces a role's name, description and permissions. Spec 6's roles keep their names, which
 * the portal's code uses; their permissions may change like any role's.
 */
export async function updateRole(trx: AnyDb, actor: Actor, body: UpdateRoleRequest): Promise<void> {
  const role = await findRole(trx, body.id, { forUpdate: true });
  if (!role) throw notFound(NO_SUCH_ROLE);
  const fields = await checkedFields(trx, body, role.id);
  if (isBuiltInRole(role.name) && fields.name !== role.name)
    throw conflict(RoleAdminMessages.builtInKept, { name: RoleAdminMessages.builtInKept });
  const permissionsAdded = fields.permissions.filter((p) => !role.permissions.includes(p));
  const permissionsRemoved = role.permissions.filter((p) => !fields.permissions.includes(p));
  requireOwnPermissions(actor, [...permissionsAdded, ...permissionsRemoved]);
  const renamed = fieldChanges({ name: role.name, description: role.description }, { name: fields.name, description: fields.description });
  if (Object.keys(renamed).length === 0 && permissionsAdded.length + permissionsRemoved.length === 0) return;

  const db = userAdminTables(trx);
  await db.updateTable('roles').set({ name: fields.name, description: fields.description }).where('id', '=', role.id).execute();
  if (permissionsRemoved.length > 0)
    await db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission', 'in', permissionsRemoved).execute();
  if (permissionsAdded.length > 0)
    await db
      .insertInto('role_permissions')
      .values(permissionsAdded.map((permission) => ({ role_id: role.id, permission })))
      .execute();
  await recordAuditEvent(trx, {
    event: 'role-updated',
    actorUserId: actor.userId,
    ip: actor.ip,
    entityType: 'role',
    entityId: role.id,
    details: {
      ...renamed,
      ...(permissionsAdded.length > 0 ? { permissionsAdded } : {}),
      ...(permissionsRemoved.length > 0 ? { permissionsRemoved } : {}),
    },
  });
  if (permissionsAdded.length + permissionsRemoved.length > 0) await reachHolders(trx, await holdersOf(trx, role.id));
}

/**
 * Deletes a role. While users hold it the call must say what becomes of them: `reassignTo` gives
 * them that role instead, `unassign` takes the role away; otherwise 409 says how many hold it.
 * Spec 6's roles are never deleted.
 */
export async function deleteRole(trx: AnyDb, actor: Actor, id: number, { reassignTo, unassign }: DeleteRoleQuery): Promise<void> {
  const role = await findRole(trx, id, { forUpdate: true });
  if (!role) throw notFound(NO_SUCH_ROLE);
  if (isBuiltInRole(role.name)) throw conflict(RoleAdminMessages.builtInKept);
  if (!holdsEvery(actor.permissions, role.permissions)) throw forbidden(UserAdminMessages.roleBeyondYours(role.name));
  const holders = await holdersOf(trx, id);
  let replacement: string | null = null;
  if (holders.length > 0 && reassignTo !== undefined) {
    if (reassignTo === id) throw badRequest(RoleAdminMessages.reassignToItself, { reassignTo: RoleAdminMessages.reassignToItself });
    const target = await findRole(trx, reassignTo);
    if (!target) throw badRequest(FieldMessages.selectFromList, { reassignTo: FieldMessages.selectFromList });
    if (!holdsEvery(actor.permissions, target.permissions)) throw forbidden(UserAdminMessages.roleBeyondYours(target.name));
    await userAdminTables(trx)
      .insertInto('user_roles')
      .values(holders.map((userId) => ({ user_id: userId, role_id: target.id })))
      .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
      .execute();
    replacement = target.name;
  } else if (holders.length > 0 && !unassign) {
    throw conflict(RoleAdminMessages.inUse(role.name, holders.length));
  }
  await userAdminTables(trx).deleteFrom('user_roles').where('role_id', '=', id).execute();
  await userAdminTables(trx).deleteFrom('roles').where('id', '=', id).execute();
  await recordAuditEvent(trx, {
    event: 'role-deleted',
    actorUserId: actor.userId,
    ip: actor.ip,
    entityType: 'role',
    entityId: id,
    details: { name: role.name, permissions: role.permissions, holders: holders.length, reassignedTo: replacement },
  });
  await reachHolders(trx, holders);
}
