import type { RestraintLeaTracking, RestraintStateTracking } from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';

type Figures = Omit<RestraintLeaTracking, 'leaId' | 'leaName' | 'leaCode'>;
const FIGURES: (keyof Figures)[] = ['drafts', 'finalized', 'physical', 'mechanical', 'aversive'];

/**
 * Every LEA's incidents in the school year, in one grouped query (restraint.md, State tracking):
 * drafts, finalized incidents and, of the finalized ones, the instances of each type, as the
 * reports count them. An LEA without incidents has its row of zeros.
 */
export async function restraintStateTracking(db: RestraintDb, schoolYear: number): Promise<RestraintStateTracking> {
  const rows = await db
    .selectFrom('directory.leas as l')
    .leftJoin(
      (qb) =>
        qb
          .selectFrom('incidents as i')
          .leftJoin('incident_students as s', 's.incident_id', 'i.id')
          .leftJoin('interventions as v', (join) => join.onRef('v.incident_student_id', '=', 's.id').on('i.status', '=', 'Finalized'))
          .where('i.school_year', '=', schoolYear)
          .select((eb) => {
            const instances = (type: string) =>
              eb.cast<number>(eb.fn.count('v.id').filterWhere('v.intervention_type', '=', type), 'integer');
            return [
              'i.lea_id',
              eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere('i.status', '=', 'Draft'), 'integer').as('drafts'),
              eb.cast<number>(eb.fn.count('i.id').distinct().filterWhere('i.status', '=', 'Finalized'), 'integer').as('finalized'),
              instances('PHYSICAL').as('physical'),
              instances('MECHANICAL').as('mechanical'),
              instances('AVERSIVE').as('aversive'),
            ];
          })
          .groupBy('i.lea_id')
          .as('f'),
      (join) => join.onRef('f.lea_id', '=', 'l.id'),
    )
    .select((eb) => [
      'l.id as leaId',
      'l.name as leaName',
      'l.lea_code as leaCode',
      ...FIGURES.map((key) => eb.fn.coalesce(`f.${key}`, eb.lit(0)).as(key)),
    ])
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
  const leas: RestraintLeaTracking[] = rows.map((row) => ({ ...row }));
  const total: RestraintLeaTracking = {
    leaId: null,
    leaName: 'State total',
    leaCode: null,
    drafts: 0,
    finalized: 0,
    physical: 0,
    mechanical: 0,
    aversive: 0,
  };
  for (const lea of leas) for (const key of FIGURES) total[key] += lea[key];
  return { schoolYear, leas, total };
}
