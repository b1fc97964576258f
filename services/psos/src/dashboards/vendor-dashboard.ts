import { sql } from 'kysely';
import { PsosMessages as M, type InterviewerDay, type VendorDashboard } from '@portal/shared-contracts/psos';
import { notFound } from '@portal/service-kit';
import type { PsosDb } from '../db';
import type { Collection } from '../collections/collection-read';
import { assignedVendor } from '../youth/reader';
import { leaFigures, ratio, sumFigures, type LeaFigures } from './lea-figures';

const vendorFigures = ({ statuses, attempts, attemptsToday, badContact, L }: Omit<LeaFigures, 'leaId'>) => ({
  youth: L,
  statuses,
  attempts,
  attemptsToday,
  badContact,
  attemptsPerComplete: ratio(attempts, statuses.Completed),
});

/**
 * The Vendor Dashboard (psos.md, "Dashboards"): the vendor's youth per LEA and in total, and its
 * interviewers' attempts and completes per day. Counts only: no youth is named.
 */
export async function vendorDashboard(db: PsosDb, collection: Collection, vendorId: number, timeZone: string): Promise<VendorDashboard> {
  const vendor = await db.selectFrom('vendors').select(['id', 'name']).where('id', '=', vendorId).executeTakeFirst();
  if (!vendor) throw notFound(M.noSuchVendor);
  const figures = await leaFigures(db, collection.schoolYear, { only: sql<boolean>`${assignedVendor()} = ${vendorId}`, timeZone });
  const leas = new Map(
    (
      await db
        .selectFrom('directory.leas')
        .select(['id', 'lea_code as code', 'name'])
        .where('id', 'in', figures.length ? figures.map((f) => f.leaId) : [0])
        .execute()
    ).map((l) => [l.id, l]),
  );
  const rows = figures
    .map((f) => ({ leaId: f.leaId, leaCode: leas.get(f.leaId)?.code ?? '', leaName: leas.get(f.leaId)?.name ?? '', ...vendorFigures(f) }))
    .sort((a, b) => a.leaCode.localeCompare(b.leaCode));
  const { rows: interviewers } = await sql<InterviewerDay>`
    select (c.attempted_at at time zone ${timeZone})::date::text as day, coalesce(c.user_name, 'Unknown') as interviewer,
      count(*)::int as attempts, (count(*) filter (where c.outcome = 'COMPLETED'))::int as completes
    from psos.contact_attempts c join psos.leavers y on y.id = c.leaver_id
    where y.school_year = ${collection.schoolYear} and c.vendor_id = ${vendorId}
    group by 1, 2 order by 1 desc, 2`.execute(db);
  return {
    collectionId: collection.id,
    vendorId,
    vendorName: vendor.name,
    rows,
    total: vendorFigures(sumFigures(figures)),
    interviewers,
  };
}
