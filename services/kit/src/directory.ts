import type { Kysely } from 'kysely';
import type { AnyDb } from './db';
import { notFound } from './errors';

/**
 * The identity service's published, read-only directory views (schema `directory`).
 * Each service's table types extend this, so every service reads the directory
 * by the same column names and stores only the ids.
 */
export interface DirectoryTables {
  'directory.leas': { id: number; name: string; lea_code: string; is_included_in_charter_group: boolean; is_nde_level_district: boolean };
  'directory.schools': { id: number; lea_id: number; name: string; external_school_id: string };
  'directory.school_years': { key: number; label: string; is_current: boolean };
  /** Per sign-in session: revoked (signed out, reuse detected, user disabled) and the user's current token version. */
  'directory.session_states': { session_id: string; revoked: boolean; token_version: number };
  'directory.users': { id: number; email: string; full_name: string; enabled: boolean };
  'directory.user_leas': { user_id: number; lea_id: number };
  /** Every permission each user holds through their roles. */
  'directory.user_permissions': { user_id: number; permission: string };
}

/** The LEA with this id; a 404 when the directory has none (a state user may name any id). */
export async function readLea(db: AnyDb, id: number): Promise<{ id: number; name: string }> {
  const directory: Kysely<DirectoryTables> = db;
  const lea = await directory.selectFrom('directory.leas').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!lea) throw notFound('LEA not found');
  return lea;
}

/** What a demo seed spreads its rows over, in id and year order so that seeded data repeats exactly. */
export interface SeedDirectory {
  /** Every district and charter; the state-level district has no data of its own. */
  leaIds: number[];
  /** The LEA's schools; none for an LEA without schools. */
  schoolIdsOf(leaId: number): number[];
  /** Those of the asked-for school years that the directory has. */
  schoolYears: number[];
}

export async function loadSeedDirectory(db: AnyDb, schoolYears: readonly number[]): Promise<SeedDirectory> {
  const directory: Kysely<DirectoryTables> = db;
  const leas = await directory.selectFrom('directory.leas').select('id').where('is_nde_level_district', '=', false).orderBy('id').execute();
  const schools = await directory.selectFrom('directory.schools').select(['id', 'lea_id']).orderBy('id').execute();
  const years = await directory.selectFrom('directory.school_years').select('key').where('key', 'in', schoolYears).orderBy('key').execute();
  return {
    leaIds: leas.map((l) => l.id),
    schoolIdsOf: (leaId) => schools.filter((s) => s.lea_id === leaId).map((s) => s.id),
    schoolYears: years.map((y) => y.key),
  };
}
