import { sql } from 'kysely';
import { RestraintImportMessages as M } from '@portal/shared-contracts/restraint';
import type { Actor } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/** Where an incident of the file belongs: an LEA's school, or a private school (under the state-level district). */
export interface ImportPlace {
  leaId: number;
  schoolId: number | null;
  privateSchoolId: number | null;
}

export type PlaceResolution = { place: ImportPlace; problem: null } | { place: null; problem: { column: string; message: string } };

export interface ImportPlaces {
  resolve(leaCode: string, schoolCode: string): PlaceResolution;
}

/**
 * The directory's LEAs by code and their schools by external school id, and the private schools
 * assigned to the actor by code: a row names an LEA the actor may write and one of its schools,
 * or (lea_code blank) a private school assigned to them.
 */
export async function loadImportPlaces(
  db: RestraintDb,
  actor: Actor,
  codes: { leaCodes: readonly string[]; privateSchoolCodes: readonly string[] },
): Promise<ImportPlaces> {
  const leas = codes.leaCodes.length
    ? await db.selectFrom('directory.leas').select(['id', 'lea_code']).where('lea_code', 'in', codes.leaCodes).execute()
    : [];
  const schools = leas.length
    ? await db
        .selectFrom('directory.schools')
        .select(['id', 'lea_id', 'external_school_id'])
        .where(
          'lea_id',
          'in',
          leas.map((l) => l.id),
        )
        .execute()
    : [];
  const privateSchools = codes.privateSchoolCodes.length
    ? await db
        .selectFrom('private_schools as ps')
        .select(['ps.id', 'ps.code'])
        .where('ps.code', 'in', codes.privateSchoolCodes)
        .$if(!actor.allLeas, (q) =>
          q.where(
            sql<boolean>`exists (select 1 from restraint.private_school_users u where u.private_school_id = ps.id and u.user_id = ${actor.userId})`,
          ),
        )
        .execute()
    : [];
  const stateDistrict = privateSchools.length
    ? await db.selectFrom('directory.leas').select('id').where('is_nde_level_district', '=', true).orderBy('id').executeTakeFirst()
    : undefined;
  const leaIdByCode = new Map(leas.map((l) => [l.lea_code, l.id]));
  const schoolIdByKey = new Map(schools.map((s) => [`${s.lea_id}/${s.external_school_id}`, s.id]));
  const privateSchoolIdByCode = new Map(privateSchools.map((s) => [s.code, s.id]));
  const refuse = (column: string, message: string): PlaceResolution => ({ place: null, problem: { column, message } });
  return {
    resolve(leaCode, schoolCode) {
      if (!leaCode) {
        const privateSchoolId = privateSchoolIdByCode.get(schoolCode);
        if (privateSchoolId === undefined || !stateDistrict) return refuse('school_code', M.unknownPrivateSchool(schoolCode));
        return { place: { leaId: stateDistrict.id, schoolId: null, privateSchoolId }, problem: null };
      }
      const leaId = leaIdByCode.get(leaCode);
      if (leaId === undefined) return refuse('lea_code', M.unknownLea(leaCode));
      if (!actor.allLeas && !actor.leaIds.includes(leaId)) return refuse('lea_code', M.leaNotWritable);
      const schoolId = schoolIdByKey.get(`${leaId}/${schoolCode}`);
      if (schoolId === undefined) return refuse('school_code', M.unknownSchool(schoolCode));
      return { place: { leaId, schoolId, privateSchoolId: null }, problem: null };
    },
  };
}
