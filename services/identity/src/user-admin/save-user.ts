import type { Kysely } from 'kysely';
import { OwnUserMessages, UserAdminMessages, type ManagedUser, type NamedRef, type UserDocument } from '@portal/shared-contracts/admin';
import { conflict, notFound, type AnyDb, type Actor, type ServiceContext } from '@portal/service-kit';
import { issueAccountToken } from '../account-links/account-tokens';
import { requestEmailChange } from '../accounts/email-change';
import { revokeUserAccess, type AccessChange } from '../accounts/revoke-user-access';
import { fieldChanges } from '../audit/field-changes';
import { recordAuditEvent } from '../audit/audit-events';
import { accountCreatedMail, queueAccountMail } from '../mail/account-mail';
import { documentOf, loadManagedUser } from './managed-user';
import { unusablePasswordHash } from './unusable-password';
import { checkedDocument, checkedGrants, invalid, type Grants } from './user-checks';
import { changeableUser } from './user-scope';
import { userAdminTables, type UserAdminTables } from './user-tables';

export type MailingContext = Pick<ServiceContext, 'config' | 'notifications'>;

/** Two saves racing for one address: the unique index decides, and the loser hears what the check would have said. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint =
      (error as { code?: string; constraint?: string }).code === '23505' ? (error as { constraint?: string }).constraint : undefined;
    if (constraint === 'users_email_lower') throw conflict(UserAdminMessages.emailTaken, { email: UserAdminMessages.emailTaken });
    if (constraint === 'users_user_name_lower')
      throw conflict(UserAdminMessages.userNameTaken, { userName: UserAdminMessages.userNameTaken });
    throw error;
  }
}

async function applyGrants(db: Kysely<UserAdminTables>, userId: number, grants: Grants): Promise<void> {
  if (grants.rolesRemoved.length > 0)
    await db
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where(
        'role_id',
        'in',
        grants.rolesRemoved.map((r) => r.id),
      )
      .execute();
  if (grants.rolesAdded.length > 0)
    await db
      .insertInto('user_roles')
      .values(grants.rolesAdded.map((r) => ({ user_id: userId, role_id: r.id })))
      .execute();
  if (grants.leasRemoved.length > 0)
    await db.deleteFrom('user_leas').where('user_id', '=', userId).where('lea_id', 'in', grants.leasRemoved).execute();
  if (grants.leasAdded.length > 0)
    await db
      .insertInto('user_leas')
      .values(grants.leasAdded.map((leaId) => ({ user_id: userId, lea_id: leaId })))
      .execute();
}

/** The user's default LEA (the sign-in answer's leaId): kept while the user keeps it, else the first one given. */
const defaultLea = (current: number | null, leaIds: readonly number[]) =>
  current !== null && leaIds.includes(current) ? current : (leaIds[0] ?? null);

const personalFields = ['userName', 'email', 'fullName', 'jobTitle', 'phoneNumber'] as const;

/** What a user may do, as the audit trail compares it before and after an edit. */
const accessOf = (enabled: boolean, roles: readonly NamedRef[], leaIds: readonly number[]) => ({
  enabled,
  roles: roles.map((r) => r.name).sort(),
  leaIds: [...leaIds].sort((a, b) => a - b),
});

/**
 * Creates a user. An enabled one is mailed a link to choose a password (a reset link, with its
 * own words); until then no password signs in to the account.
 */
export async function createUser(trx: AnyDb, ctx: MailingContext, actor: Actor, body: UserDocument): Promise<number> {
  const document = await checkedDocument(trx, body, null, { leaRequired: !actor.allLeas });
  const grants = await checkedGrants(trx, actor, { roleIds: [], leaIds: [] }, document);
  return addUser(trx, ctx, document, grants, { actorUserId: actor.userId, ip: actor.ip });
}

/**
 * Writes a checked new user with its grants, audits it as done by `by` (null: no signed-in person,
 * e.g. `npm run admin:create`), and mails an enabled one the link that sets its first password.
 */
export async function addUser(
  trx: AnyDb,
  ctx: MailingContext,
  document: UserDocument,
  grants: Grants,
  by: { actorUserId: number | null; ip: string | null },
): Promise<number> {
  const db = userAdminTables(trx);
  const { id } = await uniquely(async () =>
    db
      .insertInto('users')
      .values({
        user_name: document.userName,
        email: document.email,
        full_name: document.fullName,
        job_title: document.jobTitle,
        phone_number: document.phoneNumber,
        enabled: document.enabled,
        password_hash: await unusablePasswordHash(),
        email_verified_at: null,
        lea_id: defaultLea(null, document.leaIds),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await applyGrants(db, id, grants);
  await recordAuditEvent(trx, {
    event: 'user-created',
    userId: id,
    actorUserId: by.actorUserId,
    ip: by.ip,
    details: {
      enabled: document.enabled,
      roles: grants.rolesAdded.map((r) => r.name),
      leaIds: document.leaIds,
      passwordMailed: document.enabled,
    },
  });
  if (document.enabled) {
    const secret = await issueAccountToken(trx, id, 'reset-password');
    await queueAccountMail(
      trx,
      ctx.notifications,
      document.email,
      accountCreatedMail(ctx.config.publicUrl, document.fullName, document.email, secret),
    );
  }
  return id;
}

/** Why the user's tokens must be re-checked, most severe first: a disabled account also loses its sessions. */
function accessChanges(before: UserDocument, after: UserDocument, grants: Grants): AccessChange[] {
  const changes: AccessChange[] = [];
  if (before.enabled && !after.enabled) changes.push('user-disabled');
  if (grants.rolesAdded.length + grants.rolesRemoved.length > 0) changes.push('roles-changed');
  if (grants.leasAdded.length + grants.leasRemoved.length > 0) changes.push('leas-changed');
  return changes;
}

async function lockedUser(trx: AnyDb, id: number): Promise<ManagedUser> {
  const current = await loadManagedUser(trx, id, { forUpdate: true });
  if (!current) throw notFound('The user does not exist.');
  return current;
}

/**
 * Writes `after` over the locked `current` user with the grants already checked, audits what
 * changed, and makes a disabled account, or changed roles or LEAs, reach the user's tokens on
 * every service within the session-state cache time. Nothing changed, nothing is written.
 */
async function saveUser(trx: AnyDb, actor: Actor, current: ManagedUser, after: UserDocument, grants: Grants): Promise<void> {
  const { id } = current;
  const before = documentOf(current);
  const changedFields = personalFields.filter((field) => before[field] !== after[field]);
  const rolesAfter = [...current.roles.filter((r) => !grants.rolesRemoved.some((gone) => gone.id === r.id)), ...grants.rolesAdded];
  const access = fieldChanges(accessOf(before.enabled, current.roles, before.leaIds), accessOf(after.enabled, rolesAfter, after.leaIds));
  if (changedFields.length === 0 && Object.keys(access).length === 0) return;

  const db = userAdminTables(trx);
  const leaRow = await db.selectFrom('users').select('lea_id').where('id', '=', id).executeTakeFirstOrThrow();
  await uniquely(() =>
    db
      .updateTable('users')
      .set({
        user_name: after.userName,
        email: after.email,
        full_name: after.fullName,
        job_title: after.jobTitle,
        phone_number: after.phoneNumber,
        enabled: after.enabled,
        lea_id: defaultLea(leaRow.lea_id, after.leaIds),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute(),
  );
  await applyGrants(db, id, grants);
  // Personal fields are named, not copied: the trail must hold no login in clear and outlives a deleted account.
  await recordAuditEvent(trx, {
    event: 'user-updated',
    userId: id,
    actorUserId: actor.userId,
    ip: actor.ip,
    details: { ...(changedFields.length > 0 ? { changedFields } : {}), ...access },
  });
  for (const change of accessChanges(before, after, grants)) await revokeUserAccess(trx, id, change);
}

/** Addresses are one account's in any case: a change of case alone is no new address. */
const asksNewEmail = (before: UserDocument, after: UserDocument) => after.email.toLowerCase() !== before.email.toLowerCase();

/**
 * Replaces what an administrator edits of a user with what `edit` makes of it (a PUT's body, or
 * a PATCH applied to the locked current document), in the caller's transaction: every check first,
 * then the writes, so a refusal changes nothing. A new e-mail address is checked but not saved: it
 * takes effect only through the link mailed to it, as the user's own change does, so that an
 * administrator cannot move an account to a mailbox of theirs and take it over with Forgot
 * Password. Answers that address, waiting for its link, or null.
 */
export async function updateUser(
  trx: AnyDb,
  ctx: MailingContext,
  actor: Actor,
  id: number,
  edit: (current: UserDocument) => UserDocument,
): Promise<string | null> {
  await changeableUser(trx, actor, id);
  const current = await lockedUser(trx, id);
  const before = documentOf(current);
  const body = edit(before);
  if (id === actor.userId && before.enabled && !body.enabled)
    throw conflict(UserAdminMessages.cannotDisableSelf, { enabled: UserAdminMessages.cannotDisableSelf });
  const after = await checkedDocument(trx, body, id, { leaRequired: !actor.allLeas });
  await saveUser(trx, actor, current, { ...after, email: before.email }, await checkedGrants(trx, actor, before, after));
  if (!asksNewEmail(before, after)) return null;
  await requestEmailChange(trx, ctx, { id, email: before.email, fullName: after.fullName }, after.email, {
    by: 'administrator',
    actorUserId: actor.userId,
    ip: actor.ip,
  });
  return after.email;
}

/** What only an administrator changes: a user's own edit must leave these as they are. */
const adminOnlyFields = ['userName', 'enabled', 'roleIds', 'leaIds'] as const;

/** Ids compare as sets: a document sent back may list them in another order. */
const comparable = (value: UserDocument[(typeof adminOnlyFields)[number]]) =>
  Array.isArray(value) ? [...value].sort((a, b) => a - b).join(',') : value;

const noGrants: Grants = { rolesAdded: [], rolesRemoved: [], leasAdded: [], leasRemoved: [] };

/**
 * A user's edit of their own account (PUT or PATCH api/account/users/me) with what `edit` makes
 * of their document: the personal fields, checked as an administrator's edit is. A change to
 * anything else is refused with a field error for each, and a refusal changes nothing. A new
 * e-mail address is checked but not saved: it takes effect only through the link mailed to it
 * (`emailChange: 'by-link'`, the caller sends it), or is refused (`'refused'`). Answers the
 * document as checked, with the address asked for.
 */
export async function updateOwnUser(
  trx: AnyDb,
  actor: Actor,
  edit: (current: UserDocument) => UserDocument,
  { emailChange }: { emailChange: 'by-link' | 'refused' },
): Promise<UserDocument> {
  const current = await lockedUser(trx, actor.userId);
  const before = documentOf(current);
  const body = edit(before);
  const locked = adminOnlyFields.filter((field) => comparable(before[field]) !== comparable(body[field]));
  if (locked.length > 0) throw invalid(Object.fromEntries(locked.map((field) => [field, OwnUserMessages.administratorsOnly])));
  // The LEAs stay as they are, so the rule that an administrator give one of theirs has no say here.
  const after = await checkedDocument(trx, body, current.id, { leaRequired: false });
  if (emailChange === 'refused' && asksNewEmail(before, after)) throw invalid({ email: OwnUserMessages.emailByPutOnly });
  await saveUser(trx, actor, current, { ...after, email: before.email }, noGrants);
  return after;
}
