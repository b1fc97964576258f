import { type FieldErrors } from '@portal/shared-contracts';
import { EcoImportMessages, EcoRecordMessages } from '@portal/shared-contracts/eco';
import type { Actor } from '@portal/service-kit';
import type { EcoDb } from '../db';

export interface Place {
  leaId: number;
  schoolId: number | null;
}

export type Resolution = { place: Place; reasons: null } | { place: null; reasons: FieldErrors };

const refused = (reasons: FieldErrors): Resolution => ({ place: null, reasons });

export interface Places {
  /** The LEA and school a row names, or why the row cannot be imported there. */
  resolve(leaCode: string, schoolCode: string | null): Resolution;
  /** The caller's own LEAs, or any with App.data.allleas: the same rule as the CurrentLeaId check. */
  mayWrite(leaId: number): boolean;
}

/**
 * The directory's LEAs by code and their schools by external school id (the code the district's
 * system and the schools interface share), as identity publishes them.
 */
export async function loadPlaces(db: EcoDb, actor: Pick<Actor, 'allLeas' | 'leaIds'>, leaCodes: readonly string[]): Promise<Places> {
  const leas = leaCodes.length
    ? await db.selectFrom('directory.leas').select(['id', 'lea_code']).where('lea_code', 'in', leaCodes).execute()
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
  const leaIdByCode = new Map(leas.map((l) => [l.lea_code, l.id]));
  const schoolIdByKey = new Map(schools.map((s) => [`${s.lea_id}/${s.external_school_id}`, s.id]));
  const mayWrite = (leaId: number) => actor.allLeas || actor.leaIds.includes(leaId);
  return {
    mayWrite,
    resolve(leaCode, schoolCode) {
      const leaId = leaIdByCode.get(leaCode);
      if (leaId === undefined) return refused({ leaCode: EcoImportMessages.unknownLea(leaCode) });
      if (!mayWrite(leaId)) return refused({ leaCode: EcoRecordMessages.leaNotWritable });
      if (schoolCode === null) return { place: { leaId, schoolId: null }, reasons: null };
      const schoolId = schoolIdByKey.get(`${leaId}/${schoolCode}`);
      if (schoolId === undefined) return refused({ schoolCode: EcoImportMessages.unknownSchool(schoolCode) });
      return { place: { leaId, schoolId }, reasons: null };
    },
  };
}
