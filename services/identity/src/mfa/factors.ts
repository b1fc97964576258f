import type { MfaMethod } from '@portal/shared-contracts';
import type { AnyDb, MfaSettings } from '@portal/service-kit';
import { recoveryCodesLeft } from './recovery-codes';
import { open } from './secret-box';
import { acceptedTotpStep } from './totp';

/** The second factors a user has enrolled, as sign-in offers them. */
export async function enrolledMethods(db: AnyDb, userId: number): Promise<MfaMethod[]> {
  const [totp, passkeys, codes] = await Promise.all([
    db.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst(),
    db
      .selectFrom('user_passkeys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    recoveryCodesLeft(db, userId),
  ]);
  const methods: MfaMethod[] = [];
  if (totp) methods.push('totp');
  if (Number(passkeys.n) > 0) methods.push('passkey');
  // Recovery codes stand in for a lost factor; alone they are no factor to sign in with.
  if (methods.length && codes > 0) methods.push('recovery');
  return methods;
}

export function requiresMfa(roles: readonly string[], settings: MfaSettings): boolean {
  return roles.some((role) => settings.requiredRoles.includes(role));
}

/**
 * Checks a code against the user's confirmed authenticator app and marks its time step used;
 * false for a wrong code, a replayed one, or no app.
 */
export async function verifyTotpCode(db: AnyDb, key: Buffer, userId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_totp')
    .select(['secret_encrypted', 'last_used_step'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!row) return false;
  const lastUsed = row.last_used_step === null ? null : Number(row.last_used_step);
  const step = acceptedTotpStep(open(key, row.secret_encrypted), code, lastUsed);
  if (step === null) return false;
  // Conditional on the step read, so two requests racing with one code cannot both pass.
  const marked = await db
    .updateTable('user_totp')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((eb) => (lastUsed === null ? eb('last_used_step', 'is', null) : eb('last_used_step', '=', lastUsed)))
    .returning('user_id')
    .executeTakeFirst();
  return marked !== undefined;
}

/** Removes every factor and recovery code of the user (an administrator's reset). */
export async function removeAllFactors(db: AnyDb, userId: number): Promise<number> {
  const removed = await Promise.all(
    ['user_totp', 'user_passkeys', 'user_recovery_codes', 'passkey_registrations'].map((table) =>
      db.deleteFrom(table).where('user_id', '=', userId).executeTakeFirst(),
    ),
  );
  return removed.slice(0, 2).reduce((n, r) => n + Number(r.numDeletedRows), 0);
}
