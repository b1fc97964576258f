import type { ColumnType, Kysely } from 'kysely';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@portal/shared-contracts';
import type { Actor, AnyDb } from '@portal/service-kit';
import { fieldChanges } from '../audit/field-changes';
import { recordAuditEvent } from '../audit/audit-events';

/** Migration 0010's table. */
interface PreferenceTables {
  user_preferences: {
    user_id: number;
    language: string;
    home_url: string;
    show_self_assessment_intro: boolean;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}

const preferenceTables = (db: AnyDb): Kysely<PreferenceTables> => db;

/** A user's preferences; the defaults until they save some. `forUpdate` locks a saved row until the transaction ends. */
export async function readPreferences(db: AnyDb, userId: number, { forUpdate = false } = {}): Promise<UserPreferences> {
  let query = preferenceTables(db)
    .selectFrom('user_preferences')
    .select(['language', 'home_url as homeUrl', 'show_self_assessment_intro as showSelfAssessmentIntro'])
    .where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? { ...DEFAULT_USER_PREFERENCES };
}

/** Replaces the caller's own preferences, audited with what changed; saving the same ones again writes nothing. */
export async function savePreferences(trx: AnyDb, actor: Actor, preferences: UserPreferences): Promise<void> {
  const userId = actor.userId;
  const changes = fieldChanges(await readPreferences(trx, userId, { forUpdate: true }), preferences);
  if (Object.keys(changes).length === 0) return;
  const row = {
    language: preferences.language,
    home_url: preferences.homeUrl,
    show_self_assessment_intro: preferences.showSelfAssessmentIntro,
    updated_at: new Date(),
  };
  await preferenceTables(trx)
    .insertInto('user_preferences')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  await recordAuditEvent(trx, { event: 'user-preferences-updated', userId, ip: actor.ip, details: changes });
}

/** A deleted account keeps no preferences, as it keeps no other personal data. */
export async function forgetPreferences(trx: AnyDb, userId: number): Promise<void> {
  await preferenceTables(trx).deleteFrom('user_preferences').where('user_id', '=', userId).execute();
}
