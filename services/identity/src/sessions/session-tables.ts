import type { Generated } from 'kysely';

/** Why a session ended; kept in sessions.revoked_reason. */
export type SessionEndReason =
  'signed-out' | 'refresh-token-reused' | 'password-changed' | 'password-reset' | 'user-disabled' | 'second-factor-reset' | 'email-changed';

/** The identity tables the session code reads and writes (migration 0002, and the token columns of users). */
export interface SessionTables {
  sessions: {
    id: Generated<string>;
    user_id: number;
    created_at: Generated<Date>;
    absolute_expires_at: Date;
    last_used_at: Date;
    revoked_at: Date | null;
    revoked_reason: SessionEndReason | null;
    /** How the session was signed in (RFC 8176): 'pwd', and 'otp' or 'hwk' once a second factor was proved. */
    amr: Generated<string[]>;
  };
  refresh_tokens: {
    id: Generated<string>;
    session_id: string;
    token_hash: string;
    created_at: Generated<Date>;
    expires_at: Date;
    used_at: Date | null;
    replaced_by: string | null;
  };
  users: {
    id: number;
    enabled: boolean;
    token_version: number;
    updated_at: Date;
  };
}
