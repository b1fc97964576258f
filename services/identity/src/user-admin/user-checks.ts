import { sql } from 'kysely';
import { AppPermissions, FieldMessages } from '@portal/shared-contracts';
import { UserAdminMessages, holdsEvery, userFieldErrors, type NamedRef, type UserDocument } from '@portal/shared-contracts/admin';
import { conflict, forbidden, HttpError, type AnyDb, type Actor, actorCan } from '@portal/service-kit';
import { normaliseLogin } from '../sign-in/login-fingerprint';
import { userAdminTables } from './user-tables';

export const invalid = (errors: Record<string, string>) => new HttpError(400, 'VALIDATION', 'The request is not valid.', errors);

/** The document as it is stored: texts trimmed, the address lower-cased (one address is one account), empty optional texts as null. */
export function cleanDocument(document: UserDocument): UserDocument {
  const optional = (text: string | null) => text?.trim() || null;
  return {
    ...document,
    userName: document.userName.trim(),
    email: normaliseLogin(document.email),
    fullName: document.fullName.trim(),
    jobTitle: optional(document.jobTitle),
    phoneNumber: optional(document.phoneNumber),
  };
}

async function unknownIds(db: AnyDb, table: 'roles' | 'leas', ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = await userAdminTables(db).selectFrom(table).select('id').where('id', 'in', ids).execute();
  return found.length !== ids.length;
}

/**
 * A user signs in with the user name or the e-mail address, so neither may be another account's
 * user name or address, in any case.
 */
async function takenLogins(db: AnyDb, document: UserDocument, exceptId: number | null): Promise<Record<string, string>> {
  const email = document.email.toLowerCase();
  const userName = document.userName.toLowerCase();
  let query = userAdminTables(db)
    .selectFrom('users')
    .select([sql<string>`lower(email)`.as('email'), sql<string>`lower(user_name)`.as('userName')])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['email']), 'in', [email, userName]), eb(eb.fn('lower', ['user_name']), 'in', [email, userName])]),
    );
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const others = (await query.execute()).flatMap((row) => [row.email, row.userName]);
  const errors: Record<string, string> = {};
  if (others.includes(email)) errors.email = UserAdminMessages.emailTaken;
  if (others.includes(userName)) errors.userName = UserAdminMessages.userNameTaken;
  return errors;
}

/**
 * Spec 5's rules (the form's own), roles and LEAs that exist, then a user name and address no
 * other account has; answers the cleaned document or refuses with field errors. `leaRequired`:
 * see userFieldErrors.
 */
export async function checkedDocument(
  db: AnyDb,
  document: UserDocument,
  exceptId: number | null,
  { leaRequired }: { leaRequired: boolean },
): Promise<UserDocument> {
  const clean = cleanDocument(document);
  const errors = userFieldErrors(clean, { leaRequired });
  if (await unknownIds(db, 'roles', clean.roleIds)) errors.roleIds = FieldMessages.selectFromList;
  if (await unknownIds(db, 'leas', clean.leaIds)) errors.leaIds = FieldMessages.selectFromList;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const taken = await takenLogins(db, clean, exceptId);
  if (Object.keys(taken).length > 0) throw conflict(Object.values(taken).join(' '), taken);
  return clean;
}

export interface Grants {
  rolesAdded: NamedRef[];
  rolesRemoved: NamedRef[];
  leasAdded: number[];
  leasRemoved: number[];
}

const added = (before: readonly number[], after: readonly number[]) => after.filter((id) => !before.includes(id));

/**
 * What the change gives and takes, if the caller may: roles need roles.assign and no role may
 * carry a permission the caller lacks; a caller without every LEA gives and takes only their own.
 */
export async function checkedGrants(
  db: AnyDb,
  actor: Actor,
  before: Pick<UserDocument, 'roleIds' | 'leaIds'>,
  after: Pick<UserDocument, 'roleIds' | 'leaIds'>,
): Promise<Grants> {
  const [roleIdsAdded, roleIdsRemoved] = [added(before.roleIds, after.roleIds), added(after.roleIds, before.roleIds)];
  const [leasAdded, leasRemoved] = [added(before.leaIds, after.leaIds), added(after.leaIds, before.leaIds)];
  const changedRoleIds = [...roleIdsAdded, ...roleIdsRemoved];
  let roles: { id: number; name: string; permissions: string[] }[] = [];
  if (changedRoleIds.length > 0) {
    if (!actorCan(actor, [AppPermissions.RolesAssign])) throw forbidden(UserAdminMessages.mayNotAssignRoles);
    roles = await userAdminTables(db)
      .selectFrom('roles')
      .select((eb) => [
        'roles.id',
        'roles.name',
        eb.fn
          .coalesce(
            eb
              .selectFrom('role_permissions')
              .select(sql<string[]>`array_agg(permission)`.as('p'))
              .whereRef('role_permissions.role_id', '=', 'roles.id'),
            sql<string[]>`'{}'`,
          )
          .as('permissions'),
      ])
      .where('roles.id', 'in', changedRoleIds)
      .orderBy('roles.name')
      .execute();
    const beyond = roles.find((role) => !holdsEvery(actor.permissions, role.permissions));
    if (beyond) throw forbidden(UserAdminMessages.roleBeyondYours(beyond.name));
  }
  if (!actor.allLeas && [...leasAdded, ...leasRemoved].some((id) => !actor.leaIds.includes(id)))
    throw forbidden(UserAdminMessages.leaBeyondYours);
  const pick = (ids: number[]) => roles.filter((role) => ids.includes(role.id)).map(({ id, name }) => ({ id, name }));
  return { rolesAdded: pick(roleIdsAdded), rolesRemoved: pick(roleIdsRemoved), leasAdded, leasRemoved };
}
