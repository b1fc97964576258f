import { sql } from 'kysely';
import { responseRates, type StateTracking, type StateTrackingRow } from '@portal/shared-contracts/psos';
import type { Actor } from '@portal/service-kit';
import type { PsosDb } from '../db';
import type { Collection } from '../collections/collection-read';
import { leaFigures, sumFigures, type LeaFigures } from './lea-figures';

/** The tracking figures of psos.md from counts: T, R and the rates. */
const tracked = ({ L, pending, X, statuses, attempts }: Omit<LeaFigures, 'leaId'>, duplicates: number) => {
  const R = statuses.Completed;
  return { L, pending, X, R, statuses, attempts, duplicates, ...responseRates({ L, X, R }) };
};

/**
 * State tracking (psos.md, "Dashboards"): one row per LEA the user may see (every LEA with
 * App.data.allleas), its list status, assignment and counts; the state row sums the counts and
 * takes its rates from the sums.
 */
export async function stateTracking(db: PsosDb, actor: Actor, collection: Collection, timeZone: string): Promise<StateTracking> {
  const leaIds = actor.allLeas ? null : actor.leaIds;
  const mine = leaIds === null ? sql<boolean>`true` : leaIds.length ? sql<boolean>`y.lea_id in (${sql.join(leaIds)})` : sql<boolean>`false`;
  const figures = new Map((await leaFigures(db, collection.schoolYear, { only: mine, timeZone })).map((f) => [f.leaId, f]));
  let leas = db
    .selectFrom('directory.leas as l')
    .leftJoin('student_lists as s', (join) => join.onRef('s.lea_id', '=', 'l.id').on('s.school_year', '=', collection.schoolYear))
    .leftJoin('lea_assignments as a', (join) => join.onRef('a.lea_id', '=', 'l.id').on('a.school_year', '=', collection.schoolYear))
    .leftJoin('vendors as v', 'v.id', 'a.vendor_id')
    .select([
      'l.id as leaId',
      'l.lea_code as leaCode',
      'l.name as leaName',
      sql<StateTrackingRow['listStatus']>`coalesce(s.status, 'NotStarted')`.as('listStatus'),
      sql<string>`coalesce(v.name, 'District')`.as('assignedTo'),
      'a.vendor_id as vendorId',
    ])
    .orderBy('l.lea_code');
  if (leaIds !== null) leas = leas.where('l.id', 'in', leaIds.length ? leaIds : [0]);
  // One state student id on two LEAs' lists, neither record excluded: flagged for the state to resolve as DUPLICATE.
  const { rows: duplicates } = await sql<{ leaId: number; n: number }>`
    select y.lea_id as "leaId", count(*)::int as n from psos.leavers y
    where y.school_year = ${collection.schoolYear} and y.verification_status <> 'Excluded'
      and exists (select 1 from psos.leavers o where o.school_year = y.school_year and o.state_student_id = y.state_student_id
        and o.lea_id <> y.lea_id and o.verification_status <> 'Excluded')
    group by y.lea_id`.execute(db);
  const duplicatesOf = new Map(duplicates.map((d) => [d.leaId, d.n]));
  const empty = sumFigures([]);
  const rows = (await leas.execute()).map((lea) => ({
    ...lea,
    ...tracked(figures.get(lea.leaId) ?? empty, duplicatesOf.get(lea.leaId) ?? 0),
  }));
  const state = tracked(
    sumFigures([...figures.values()]),
    rows.reduce((total, r) => total + r.duplicates, 0),
  );
  return { collectionId: collection.id, final: collection.status === 'Closed', rows, state };
}
