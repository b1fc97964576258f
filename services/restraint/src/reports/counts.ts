import type { ViolationStatus } from '@portal/shared-contracts/restraint';
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
 * the school year, and the violations substantiated in them. Schools without any are absent from the map.
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
  const found = new Map(rows.map((row) => [row.school_id!, { physical: row.physical, mechanical: row.mechanical, violations: 0 }]));
  const violations = await substantiatedBySchool(db, { schoolYear, leaId });
  for (const [schoolId, count] of violations) {
    const counts = found.get(schoolId) ?? { physical: 0, mechanical: 0, violations: 0 };
    found.set(schoolId, { ...counts, violations: count });
  }
  return found;
}

/** Violations the state substantiated, whatever came after (a plan, escalation, resolution): restraint.md counts these. */
export const SUBSTANTIATED: readonly ViolationStatus[] = ['Substantiated', 'Plan required', 'Escalated', 'Resolved'];

/** Substantiated violations per school in the scope's Finalized incidents. */
async function substantiatedBySchool(db: RestraintDb, { schoolYear, leaId }: ReportScope): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('violations as x')
    .innerJoin('incidents as i', 'i.id', 'x.incident_id')
    .where('i.school_year', '=', schoolYear)
    .where('i.status', '=', 'Finalized')
    .where('i.school_id', 'is not', null)
    .where('x.status', 'in', SUBSTANTIATED)
    .$if(leaId !== null, (query) => query.where('i.lea_id', '=', leaId!))
    .select((eb) => ['i.school_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('violations')])
    .groupBy('i.school_id')
    .execute();
  return new Map(rows.map((row) => [row.school_id!, row.violations]));
}
