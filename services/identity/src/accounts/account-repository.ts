import type { AnyDb } from '@portal/service-kit';
import { type SessionUser } from '@portal/shared-contracts';

export interface Account {
  id: number;
  userName: string;
  email: string;
  fullName: string;
  jobTitle: string | null;
  phoneNumber: string | null;
  passwordHash: string;
  enabled: boolean;
  emailVerified: boolean;
  leaId: number | null;
  configuration: Record<string, unknown>;
  tokenVersion: number;
}

export interface AccountAccess {
  roles: string[];
  permissions: string[];
  leaIds: number[];
}

function toAccount(row: Record<string, unknown>): Account {
  return {
    id: row.id as number,
    userName: row.user_name as string,
    email: row.email as string,
    fullName: row.full_name as string,
    jobTitle: (row.job_title as string | null) ?? null,
    phoneNumber: (row.phone_number as string | null) ?? null,
    passwordHash: row.password_hash as string,
    enabled: row.enabled as boolean,
    emailVerified: row.email_verified_at !== null,
    leaId: (row.lea_id as number | null) ?? null,
    configuration: (row.configuration as Record<string, unknown>) ?? {},
    tokenVersion: row.token_version as number,
  };
}

export async function findAccountByLogin(db: AnyDb, login: string): Promise<Account | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['user_name']), '=', login.toLowerCase()), eb(eb.fn('lower', ['email']), '=', login.toLowerCase())]),
    )
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: AnyDb, id: number): Promise<Account | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** Roles, the union of their permissions, and the LEAs, in one round trip each; `withoutRoles` leaves those roles out. */
export async function loadAccess(db: AnyDb, userId: number, withoutRoles: readonly string[] = []): Promise<AccountAccess> {
  const [roleRows, leaRows] = await Promise.all([
    db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
      .select(['r.name as role', 'rp.permission as permission'])
      .where('ur.user_id', '=', userId)
      .$if(withoutRoles.length > 0, (qb) => qb.where('r.name', 'not in', withoutRoles))
      .execute(),
    db.selectFrom('user_leas').select('lea_id').where('user_id', '=', userId).orderBy('lea_id').execute(),
  ]);
  const roles = [...new Set(roleRows.map((r) => r.role as string))];
  const permissions = [...new Set(roleRows.map((r) => r.permission as string | null).filter((p): p is string => p !== null))].sort();
  return { roles, permissions, leaIds: leaRows.map((r) => r.lea_id as number) };
}

/** Spec 3: full name split into first and last at the first space. */
export function toSessionUser(account: Account, access: AccountAccess): SessionUser {
  const space = account.fullName.indexOf(' ');
  return {
    id: account.id,
    userName: account.userName,
    fullName: account.fullName,
    firstName: space < 0 ? account.fullName : account.fullName.slice(0, space),
    lastName: space < 0 ? '' : account.fullName.slice(space + 1),
    email: account.email,
    leaId: account.leaId,
    jobTitle: account.jobTitle,
    phoneNumber: account.phoneNumber,
    roles: access.roles,
    configuration: JSON.stringify(account.configuration),
    enabled: account.enabled,
  };
}
