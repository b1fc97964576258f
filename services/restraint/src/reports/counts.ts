import type { RestraintDb } from '../db';
import type { AnnualCounts } from './formulas';

/** Which intervention type codes of the active pack are physical and which mechanical restraint. */
export interface RestraintTypes {
  physical: readonly string[];
  mechanical: readonly string[];
}

/** The reports' scope: the state (leaId null) or an LEA, in a school year. */
export interface ReportScope {
  schoolYear: number;
  leaId: number | null;
}

/**
 * The annual report's counts per school (restraint.md, Reports and formulas): instances of
 * physical and mechanical restraint (one intervention each) in the school's Finalized incidents of
 * the school year. Schools without any are absent from the map.
 */
export async function restraintCountsBySchool(
  db: RestraintDb,
  { schoolYear, leaId }: ReportScope,
  types: RestraintTypes,
): Promise<Map<number, AnnualCounts>> {
  const rows = await db
    .selectFrom('incidents as i')
    .innerJoin('incident_students as s', 's.incident_id', 'i.id')
    .innerJoin('interventions as v', 'v.incident_student_id', 's.id')
    .where('i.school_year', '=', schoolYear)
    .where('i.status', '=', 'Finalized')
    // A private school's incidents (no directory school) are outside the districts' annual report.
    .where('i.school_id', 'is not', null)
    .$if(leaId !== null, (query) => query.where('i.lea_id', '=', leaId!))
    .select((eb) => [
      'i.school_id',
      eb
        .cast<number>(eb.fn.countAll().filterWhere(eb('v.intervention_type', '=', eb.fn.any(eb.val([...types.physical])))), 'integer')
        .as('physical'),
      eb
        .cast<number>(eb.fn.countAll().filterWhere(eb('v.intervention_type', '=', eb.fn.any(eb.val([...types.mechanical])))), 'integer')
        .as('mechanical'),
    ])
    .groupBy('i.school_id')
    .execute();
  return new Map(rows.map((row) => [row.school_id!, { physical: row.physical, mechanical: row.mechanical, violations: 0 }]));
}
