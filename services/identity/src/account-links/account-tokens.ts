import type { Kysely } from 'kysely';
import type { AnyDb } from '@portal/service-kit';
import { hashOpaqueSecret, newOpaqueSecret } from '../secrets';

export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'resend-verification' | 'change-email';

/** How long each kind of link works: a day to verify, an hour to reset (ASVS 2.5), a week to ask again. */
export const ACCOUNT_TOKEN_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 3600,
  'reset-password': 3600,
  'resend-verification': 7 * 24 * 3600,
  'change-email': 24 * 3600,
};

export interface AccountTokenTables {
  account_tokens: {
    id: string;
    user_id: number;
    purpose: AccountTokenPurpose;
    token_hash: string;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
    voided_at: Date | null;
    /** A change-email link's new address. */
    new_email: string | null;
    /** A change-email link's session: the one that stays signed in once the change takes effect. */
    session_id: string | null;
  };
}

/** A stored link as its secret finds it. */
export interface AccountToken {
  id: string;
  userId: number;
  purpose: AccountTokenPurpose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
  newEmail: string | null;
  sessionId: string | null;
}

/** What a change-email link carries besides its user. */
export interface EmailChange {
  newEmail: string;
  sessionId: string | null;
}

/** What a presented secret turned out to be. */
export type TokenStanding = 'live' | 'expired' | 'used' | 'voided';

export function standingOf(token: AccountToken, now: Date): TokenStanding {
  if (token.usedAt) return 'used';
  if (token.voidedAt) return 'voided';
  return token.expiresAt <= now ? 'expired' : 'live';
}

const tables = (db: AnyDb): Kysely<AccountTokenTables> => db;

/**
 * A new link secret (256 random bits) for the user; only its hash is kept. Issuing one voids
 * the user's other live links of the same purpose, so only the newest mail works. Call it in
 * the transaction that sends the mail's row, so both happen or neither.
 */
export async function issueAccountToken(
  anyDb: AnyDb,
  userId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
  change?: EmailChange,
): Promise<string> {
  const db = tables(anyDb);
  await voidAccountTokens(db, userId, purpose, now);
  const secret = newOpaqueSecret();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashOpaqueSecret(secret),
      created_at: now,
      expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_SECONDS[purpose] * 1000),
      used_at: null,
      voided_at: null,
      new_email: change?.newEmail ?? null,
      session_id: change?.sessionId ?? null,
    } as never)
    .execute();
  return secret;
}

export async function voidAccountTokens(anyDb: AnyDb, userId: number, purpose: AccountTokenPurpose, now = new Date()): Promise<void> {
  await tables(anyDb)
    .updateTable('account_tokens')
    .set({ voided_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

/**
 * The link a secret names, among the given purposes, or null. `forUpdate` locks the row, so of
 * two requests spending the same link at once only one sees it unused.
 */
export async function findAccountToken(
  anyDb: AnyDb,
  secret: string,
  purposes: readonly AccountTokenPurpose[],
  { forUpdate = false } = {},
): Promise<AccountToken | null> {
  let query = tables(anyDb)
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hashOpaqueSecret(secret))
    .where('purpose', 'in', purposes);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        purpose: row.purpose,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        voidedAt: row.voided_at,
        newEmail: row.new_email,
        sessionId: row.session_id,
      }
    : null;
}

export async function markAccountTokenUsed(anyDb: AnyDb, id: string, now = new Date()): Promise<void> {
  await tables(anyDb).updateTable('account_tokens').set({ used_at: now }).where('id', '=', id).execute();
}
