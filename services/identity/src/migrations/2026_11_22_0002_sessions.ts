import { sql, type Kysely } from 'kysely';

// Raw statements name the schema: withSchema rewrites only builder queries.

/**
 * Sign-in sessions. A session is one sign-in and one refresh-token family: each refresh
 * rotates the family's token, and revoking the session refuses every token of the family
 * and every access token issued in it. Only the SHA-256 of a refresh token is stored, so
 * a copy of these tables cannot be replayed as cookies. Nothing about the browser is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('absolute_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .addCheckConstraint('sessions_revoked_with_reason', sql`(revoked_at is null) = (revoked_reason is null)`)
    .execute();
  // Ending all of a user's sessions finds them by user.
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid', (c) => c.references('refresh_tokens.id'))
    .addCheckConstraint('refresh_tokens_hash_is_sha256_hex', sql`token_hash ~ '^[0-9a-f]{64}$'`)
    .execute();
  await db.schema.createIndex('refresh_tokens_session_id').on('refresh_tokens').column('session_id').execute();

  // What every service checks an access token's sid and tv claims against (read-only, like the directory).
  // A disabled user's sessions count as revoked even before their token version is bumped.
  await sql`create view directory.session_states as
    select s.id as session_id, (s.revoked_at is not null or not u.enabled) as revoked, u.token_version
    from identity.sessions s join identity.users u on u.id = s.user_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists directory.session_states`.execute(db);
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('sessions').execute();
}
