import type { Kysely } from 'kysely';
import type { AnyDb, SessionSettings } from '@portal/service-kit';
import { hashOpaqueSecret, newOpaqueSecret } from '../secrets';
import type { SessionEndReason, SessionTables } from './session-tables';

export interface StartedSession {
  sessionId: string;
  /** The first refresh token of the family, for the cookie only. */
  refreshSecret: string;
  absoluteExpiresAt: Date;
}

/** The idle limit, never past the session's absolute end. */
export function refreshTokenExpiry(now: Date, absoluteExpiresAt: Date, settings: SessionSettings): Date {
  return new Date(Math.min(now.getTime() + settings.idleTimeoutSeconds * 1000, absoluteExpiresAt.getTime()));
}

/** Stores a new refresh token of the session; the secret itself is never stored. */
export async function insertRefreshToken(
  db: Kysely<SessionTables>,
  sessionId: string,
  secret: string,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('refresh_tokens')
    .values({ session_id: sessionId, token_hash: hashOpaqueSecret(secret), created_at: now, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A sign-in: a new session, signed in by `amr` (RFC 8176 method names), and the first refresh token of its family. */
export async function startSession(
  anyDb: AnyDb,
  userId: number,
  settings: SessionSettings,
  amr: string[] = ['pwd'],
  now = new Date(),
): Promise<StartedSession> {
  const absoluteExpiresAt = new Date(now.getTime() + settings.absoluteLifetimeSeconds * 1000);
  const refreshSecret = newOpaqueSecret();
  const db: Kysely<SessionTables> = anyDb;
  const sessionId = await db.transaction().execute(async (trx) => {
    const session = await trx
      .insertInto('sessions')
      .values({ user_id: userId, created_at: now, absolute_expires_at: absoluteExpiresAt, last_used_at: now, amr })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRefreshToken(trx, session.id, refreshSecret, refreshTokenExpiry(now, absoluteExpiresAt, settings), now);
    return session.id;
  });
  return { sessionId, refreshSecret, absoluteExpiresAt };
}

/**
 * Ends the session and with it every refresh token of its family; ending an ended session
 * changes nothing. The user whose session it ended, or null when it was already ended.
 */
export async function endSession(anyDb: AnyDb, sessionId: string, reason: SessionEndReason, now = new Date()): Promise<number | null> {
  const db: Kysely<SessionTables> = anyDb;
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return ended?.user_id ?? null;
}

/** The session a refresh token belongs to, used or not; null for a token never issued. */
export async function sessionOfRefreshSecret(anyDb: AnyDb, secret: string): Promise<string | null> {
  const db: Kysely<SessionTables> = anyDb;
  const row = await db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', hashOpaqueSecret(secret))
    .executeTakeFirst();
  return row?.session_id ?? null;
}

/** How the session was signed in; a session that has proved a factor since says so. */
export async function sessionAmr(anyDb: AnyDb, sessionId: string): Promise<string[]> {
  const db: Kysely<SessionTables> = anyDb;
  const row = await db.selectFrom('sessions').select('amr').where('id', '=', sessionId).executeTakeFirst();
  return row?.amr ?? ['pwd'];
}

/**
 * Records that the session has now proved a second factor (its user just set one up): from its
 * next access token on, it carries the roles that need one.
 */
export async function addSessionFactor(anyDb: AnyDb, sessionId: string, method: string): Promise<void> {
  const db: Kysely<SessionTables> = anyDb;
  const amr = await sessionAmr(db, sessionId);
  if (!amr.includes(method))
    await db
      .updateTable('sessions')
      .set({ amr: [...amr, method] })
      .where('id', '=', sessionId)
      .execute();
}
