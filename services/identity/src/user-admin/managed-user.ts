import { type LeaSummary } from '@portal/shared-contracts';
import { type ManagedUser, type NamedRef, type UserDocument } from '@portal/shared-contracts/admin';
import type { AnyDb } from '@portal/service-kit';
import { userAdminTables } from './user-tables';

/** The roles a user holds, by name. */
export async function rolesOf(db: AnyDb, userId: number): Promise<NamedRef[]> {
  return userAdminTables(db)
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.name')
    .execute();
}

/** The LEAs a user belongs to, by name. */
export async function leasOf(db: AnyDb, userId: number): Promise<NamedRef[]> {
  return userAdminTables(db)
    .selectFrom('user_leas')
    .innerJoin('leas', 'leas.id', 'user_leas.lea_id')
    .select(['leas.id', 'leas.name'])
    .where('user_leas.user_id', '=', userId)
    .orderBy('leas.name')
    .execute();
}

/** A user's LEAs as the LEA pickers list them (GET api/users/{id}/leas). */
export async function leaSummariesOf(db: AnyDb, userId: number): Promise<LeaSummary[]> {
  return userAdminTables(db)
    .selectFrom('user_leas')
    .innerJoin('leas', 'leas.id', 'user_leas.lea_id')
    .select([
      'leas.id',
      'leas.name',
      'leas.lea_code as leaCode',
      'leas.is_included_in_charter_group as isIncludedInCharterGroup',
      'leas.is_nde_level_district as isNdeLevelDistrict',
    ])
    .where('user_leas.user_id', '=', userId)
    .orderBy('leas.name')
    .execute();
}

/** A live user as Manage Users edits it, or null; `forUpdate` locks the row until the transaction ends. */
export async function loadManagedUser(db: AnyDb, id: number, { forUpdate = false } = {}): Promise<ManagedUser | null> {
  let query = userAdminTables(db)
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'full_name', 'job_title', 'phone_number', 'enabled', 'email_verified_at', 'created_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [roles, leas] = await Promise.all([rolesOf(db, id), leasOf(db, id)]);
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    fullName: row.full_name,
    jobTitle: row.job_title,
    phoneNumber: row.phone_number,
    enabled: row.enabled,
    roleIds: roles.map((r) => r.id),
    leaIds: leas.map((l) => l.id),
    emailVerified: row.email_verified_at !== null,
    roles,
    leas,
    createdAt: row.created_at.toISOString(),
  };
}

/** The part of a user a PUT replaces and a PATCH's operations apply to. */
export function documentOf(user: ManagedUser): UserDocument {
  const { userName, email, fullName, jobTitle, phoneNumber, enabled, roleIds, leaIds } = user;
  return { userName, email, fullName, jobTitle, phoneNumber, enabled, roleIds, leaIds };
}
