import { sql } from 'kysely';
import { zonedDate } from '@portal/day-count';
import type { RestraintLeaTracking, RestraintStateTracking } from '@portal/shared-contracts/restraint';
import type { PlanStatus } from '@portal/shared-contracts/findings';
import type { RestraintDb } from '../db';
import { day, OPEN_PLAN_STATUSES, planGroupKey, SUBSTANTIATED_STATUSES } from '../dashboard/dashboard';

type Figures = Omit<RestraintLeaTracking, 'leaId' | 'leaName' | 'leaCode' | 'privateSchoolId' | 'annualReportStatus' | 'lastImportAt'>;
const FIGURES: (keyof Figures)[] = [
  'drafts',
  'finalized',
  'physical',
  'mechanical',
  'aversive',
  'violationsOpen',
  'violationsSubstantiated',
  'plansDraft',
  'plansSubmitted',
  'plansRevisionsRequired',
  'plansApproved',
  'plansEvidenceSubmitted',
  'plansVerified',
  'plansOverdue',
];
const zero = (): Figures => Object.fromEntries(FIGURES.map((key) => [key, 0])) as Figures;

/**
 * Every LEA's year (restraint.md, State tracking): drafts, finalized incidents and the instances of
 * each type (finalized only, as the reports count them), violations Open and substantiated, plans by
 * status and overdue (the plans of the year's incidents, read from the findings engine's published
 * view), the last import and the annual report's status; a grouped query each, joined by LEA. An LEA without any has zeros.
 * Private schools have rows of their own ("per LEA, and for private schools"): their incidents sit
 * under the state-level district, whose row counts only its own schools'.
 */
export async function restraintStateTracking(db: RestraintDb, schoolYear: number, timeZone: string): Promise<RestraintStateTracking> {
  const today = zonedDate(new Date(), timeZone);
  const [leas, privateSchools, incidents, violations, plans, annual, imports] = await Promise.all([
    db
      .selectFrom('directory.leas as l')
      .select(['l.id', 'l.name', 'l.lea_code', 'l.is_nde_level_district'])
      .orderBy('l.name')
      .orderBy('l.id')
      .execute(),
    db.selectFrom('private_schools as p').select(['p.id', 'p.code', 'p.name']).orderBy('p.name').orderBy('p.id').execute(),
    db
      .selectFrom('incidents as i')
      .leftJoin('incident_students as s', 's.incident_id', 'i.id')
      .leftJoin('interventions as v', (join) => join.onRef('v.incident_student_id', '=', 's.id').on('i.status', '=', 'Finalized'))
      .where('i.school_year', '=', schoolYear)
      .select((eb) => {
        const instances = (type: string) => eb.cast<number>(eb.fn.count('v.id').filterWhere('v.intervention_type', '=', type), 'integer');
        return [
          'i.lea_id',
          'i.private_school_id',
          eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere('i.status', '=', 'Draft'), 'integer').as('drafts'),
          eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere('i.status', '=', 'Finalized'), 'integer').as('finalized'),
          instances('PHYSICAL').as('physical'),
          instances('MECHANICAL').as('mechanical'),
          instances('AVERSIVE').as('aversive'),
        ];
      })
      .groupBy(['i.lea_id', 'i.private_school_id'])
      .execute(),
    db
      .selectFrom('violations as x')
      .innerJoin('incidents as i', 'i.id', 'x.incident_id')
      .where('i.school_year', '=', schoolYear)
      .select((eb) => [
        'i.lea_id',
        'i.private_school_id',
        eb.cast<number>(eb.fn.countAll().filterWhere('x.status', '=', 'Open'), 'integer').as('violationsOpen'),
        eb.cast<number>(eb.fn.countAll().filterWhere('x.status', 'in', SUBSTANTIATED_STATUSES), 'integer').as('violationsSubstantiated'),
      ])
      .groupBy(['i.lea_id', 'i.private_school_id'])
      .execute(),
    db
      .selectFrom('casework.plans as p')
      .innerJoin('incidents as i', (join) => join.on((eb) => eb('p.plan_group_key', '=', planGroupKey(eb.ref('i.id')))))
      .where('p.source', '=', 'restraint')
      .where('i.school_year', '=', schoolYear)
      .select((eb) => {
        const status = (value: PlanStatus) =>
          eb.cast<number>(eb.fn.count('p.id').distinct().filterWhere('p.status', '=', value), 'integer');
        return [
          'i.lea_id',
          'i.private_school_id',
          status('Draft').as('plansDraft'),
          status('Submitted').as('plansSubmitted'),
          status('Revisions required').as('plansRevisionsRequired'),
          status('Approved').as('plansApproved'),
          status('Evidence submitted').as('plansEvidenceSubmitted'),
          status('Verified').as('plansVerified'),
          eb
            .cast<number>(
              eb.fn
                .count('p.id')
                .distinct()
                .filterWhere(eb.and([eb('p.status', 'in', OPEN_PLAN_STATUSES), eb('p.due_date', '<', day(today))])),
              'integer',
            )
            .as('plansOverdue'),
        ];
      })
      .groupBy(['i.lea_id', 'i.private_school_id'])
      .execute(),
    db
      .selectFrom('annual_reports')
      .where('school_year', '=', schoolYear)
      .select(['lea_id', sql<string>`status`.as('status')])
      .execute(),
    sql<{ lea_id: number; last: Date }>`
      select lea_id, max(created_at) as last
      from (select unnest(lea_ids) as lea_id, created_at from restraint.import_batches) b
      group by lea_id`
      .execute(db)
      .then((result) => result.rows),
  ]);

  const figures = new Map<number, Figures>();
  const privateFigures = new Map<number, Figures>();
  const add = (into: Map<number, Figures>, id: number, values: Partial<Figures>) =>
    into.set(id, { ...(into.get(id) ?? zero()), ...values });
  for (const { lea_id, private_school_id, ...values } of [...incidents, ...violations, ...plans])
    if (private_school_id === null) add(figures, lea_id, values);
    else add(privateFigures, private_school_id, values);
  const statusOf = new Map(annual.map((report) => [report.lea_id, report.status]));
  const lastImportOf = new Map(imports.map((batch) => [batch.lea_id, new Date(batch.last).toISOString()]));

  const rows: RestraintLeaTracking[] = leas.map((lea) => ({
    leaId: lea.id,
    leaName: lea.name,
    leaCode: lea.lea_code,
    ...(figures.get(lea.id) ?? zero()),
    lastImportAt: lastImportOf.get(lea.id) ?? null,
    annualReportStatus: statusOf.get(lea.id) ?? null,
  }));
  const stateLea = leas.find((lea) => lea.is_nde_level_district);
  const privateRows: RestraintLeaTracking[] = privateSchools.map((school) => ({
    leaId: stateLea?.id ?? null,
    leaName: school.name,
    leaCode: school.code,
    privateSchoolId: school.id,
    ...(privateFigures.get(school.id) ?? zero()),
    lastImportAt: null,
    annualReportStatus: null,
  }));
  const total: RestraintLeaTracking = {
    leaId: null,
    leaName: 'State total',
    leaCode: null,
    ...zero(),
    lastImportAt: null,
    annualReportStatus: null,
  };
  for (const row of [...rows, ...privateRows]) for (const key of FIGURES) total[key] += row[key];
  return { schoolYear, leas: rows, privateSchools: privateRows, total };
}
