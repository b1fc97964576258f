import { Value } from 'typebox/value';
import { DEFAULT_PSOS_SETTINGS, PsosSettings } from '@portal/shared-contracts/psos';
import type { PsosDb } from '../db';

/**
 * The state's settings (one row; psos.md's defaults until a coordinator changes them), read by
 * every PSOS screen and copied into a collection when it opens. A value stored before a setting
 * existed reads as its default, so an older row stays valid.
 */
export async function readStateSettings(db: PsosDb): Promise<PsosSettings> {
  const row = await db.selectFrom('settings').select('value').executeTakeFirst();
  return settingsOf(row?.value ?? null);
}

/** A stored settings value with any setting it lacks at its default. */
export function settingsOf(stored: Partial<PsosSettings> | null): PsosSettings {
  const merged = { ...DEFAULT_PSOS_SETTINGS, ...(stored ?? {}) };
  return Value.Check(PsosSettings, merged) ? merged : DEFAULT_PSOS_SETTINGS;
}

/** Writes the state's settings, adding the row on first use; the caller keeps the history. */
export async function writeStateSettings(db: PsosDb, settings: PsosSettings, userId: number | null): Promise<void> {
  await db
    .insertInto('settings')
    .values({ value: JSON.stringify(settings), updated_by: userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value: JSON.stringify(settings), updated_by: userId, updated_at: new Date() }))
    .execute();
}
