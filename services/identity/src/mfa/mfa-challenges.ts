import type { AnyDb } from '@portal/service-kit';
import { hashOpaqueSecret, newOpaqueSecret } from '../secrets';

/** How long the second step of a sign-in may take after the password. */
export const MFA_CHALLENGE_SECONDS = 300;

export interface PendingSignIn {
  id: string;
  userId: number;
  loginHash: string;
  passkeyChallenge: string | null;
}

/** A right password that still needs a factor: the token names it, the database keeps only its hash. */
export async function startMfaChallenge(db: AnyDb, userId: number, loginHash: string, now = new Date()): Promise<string> {
  const secret = newOpaqueSecret();
  await db
    .insertInto('mfa_challenges')
    .values({
      secret_hash: hashOpaqueSecret(secret),
      user_id: userId,
      login_hash: loginHash,
      created_at: now,
      expires_at: new Date(now.getTime() + MFA_CHALLENGE_SECONDS * 1000),
    })
    .execute();
  return secret;
}

/** The pending sign-in a token names, while it is neither used nor expired. */
export async function pendingSignIn(db: AnyDb, token: string, now = new Date()): Promise<PendingSignIn | null> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select(['id', 'user_id', 'login_hash', 'passkey_challenge'])
    .where('secret_hash', '=', hashOpaqueSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, loginHash: row.login_hash, passkeyChallenge: row.passkey_challenge } : null;
}

export async function setPasskeyChallenge(db: AnyDb, id: string, challenge: string): Promise<void> {
  await db.updateTable('mfa_challenges').set({ passkey_challenge: challenge }).where('id', '=', id).execute();
}

/** Uses the pending sign-in up; false when another request got there first. */
export async function completeMfaChallenge(db: AnyDb, id: string, now = new Date()): Promise<boolean> {
  const done = await db
    .updateTable('mfa_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}
