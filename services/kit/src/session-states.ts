import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { AnyDb } from './db';
import type { DirectoryTables } from './directory';

/** What a service needs to know about the session an access token was issued in. */
export interface SessionState {
  revoked: boolean;
  tokenVersion: number;
}

export interface SessionStates {
  /** The session's state, or null for a session the identity service does not know. */
  get(sessionId: string): Promise<SessionState | null>;
}

/** The claims that tie an access token to its session and to the user's token version. */
const SessionClaims = Type.Object({ sid: Type.String({ format: 'uuid' }), tv: Type.Integer({ minimum: 0 }) });
const sessionClaims = Compile(SessionClaims);

/**
 * Whether a verified token's session is still open and the user's access unchanged since
 * it was issued. Tokens from before sessions existed carry neither claim and are refused.
 */
export async function isTokenCurrent(states: SessionStates, claims: unknown): Promise<boolean> {
  if (!sessionClaims.Check(claims)) return false;
  const state = await states.get(claims.sid);
  return state !== null && !state.revoked && state.tokenVersion === claims.tv;
}

/**
 * Reads `directory.session_states`, the identity service's published view, and remembers
 * each answer for `ttlMs`: a revocation reaches this process within that time, and a busy
 * session costs one query per `ttlMs` rather than one per request. Concurrent misses for one
 * session share a query. The oldest entries go first once `maxEntries` are held.
 */
export function cachedSessionStates(db: AnyDb, ttlMs: number, maxEntries = 10_000): SessionStates {
  const directory: Kysely<DirectoryTables> = db;
  const entries = new Map<string, { readAt: number; state: Promise<SessionState | null> }>();

  async function read(sessionId: string): Promise<SessionState | null> {
    const row = await directory
      .selectFrom('directory.session_states')
      .select(['revoked', 'token_version'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return row ? { revoked: row.revoked, tokenVersion: row.token_version } : null;
  }

  return {
    get(sessionId) {
      const now = Date.now();
      const cached = entries.get(sessionId);
      if (cached && now - cached.readAt < ttlMs) return cached.state;
      const state = read(sessionId);
      // A failed read is not remembered: the next request asks again.
      state.catch(() => {
        if (entries.get(sessionId)?.state === state) entries.delete(sessionId);
      });
      entries.delete(sessionId);
      entries.set(sessionId, { readAt: now, state });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return state;
    },
  };
}
