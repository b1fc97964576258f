import { sql } from 'kysely';
import { percentOf, responseRates, type DistrictDashboard } from '@portal/shared-contracts/psos';
import type { PsosDb } from '../db';
import type { Collection } from '../collections/collection-read';
import { b14Report } from '../reports/b14-report';
import { leaFigures, ratio, sumFigures } from './lea-figures';

/**
 * The District Dashboard of one LEA (psos.md, "Dashboards"): verification progress, the six
 * statuses, the rates, attempts per contacted youth and the interim B14 figures with subgroup
 * rates and representativeness. Its work list is the youth list (GET api/psos/youth).
 */
export async function districtDashboard(db: PsosDb, collection: Collection, leaId: number, timeZone: string): Promise<DistrictDashboard> {
  const [figures] = await leaFigures(db, collection.schoolYear, { only: sql<boolean>`y.lea_id = ${leaId}`, timeZone });
  const { L, pending, confirmed, excluded, X, statuses, attempts } = figures ?? sumFigures([]);
  const R = statuses.Completed;
  const { T, rawRate, adjustedRate } = responseRates({ L, X, R });
  const list = await db
    .selectFrom('student_lists')
    .select('status')
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .executeTakeFirst();
  return {
    collectionId: collection.id,
    leaId,
    listStatus: list?.status ?? 'NotStarted',
    final: collection.status === 'Closed',
    verification: { L, pending, confirmed, excluded, progress: percentOf(confirmed + excluded, L) },
    statuses,
    T,
    R,
    rawRate,
    adjustedRate,
    attempts,
    attemptsPerContacted: ratio(attempts, T - statuses.NotContacted),
    b14: await b14Report(db, collection, leaId),
  };
}
