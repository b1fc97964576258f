import { sql } from 'kysely';
import { CONTACT_MODES, CONTACT_OUTCOMES, type ResponseEffort } from '@portal/shared-contracts/psos';
import type { PsosDb } from '../db';
import { settingsInForce, type Collection } from '../collections/collection-read';
import { ratio } from '../dashboards/lea-figures';
import { isTargetLeaver } from './b14-report';

const zeroes = <Code extends string>(codes: readonly Code[]) => Object.fromEntries(codes.map((code) => [code, 0])) as Record<Code, number>;

/**
 * The response effort of a collection for the state or one LEA (psos.md, "Reports"): its contact
 * attempts by outcome and mode, per LEA, vendor and interviewer, and attempts per respondent, the
 * attempts on respondents (target youth with a classified interview, as B14 counts R) over R.
 * Counts only: no youth is named.
 */
export async function responseEffort(db: PsosDb, collection: Collection, leaId: number | null): Promise<ResponseEffort> {
  const target = isTargetLeaver(await settingsInForce(db, collection.schoolYear));
  const attempts = db
    .selectFrom('contact_attempts as c')
    .innerJoin('leavers as y', 'y.id', 'c.leaver_id')
    .where('y.school_year', '=', collection.schoolYear)
    .$if(leaId !== null, (q) => q.where('y.lea_id', '=', leaId!));
  const count = sql<number>`count(*)::int`;
  // One after another: the embedded database has one connection.
  const byOutcome = await attempts
    .select(['c.outcome as code', count.as('attempts')])
    .groupBy('c.outcome')
    .execute();
  const byMode = await attempts
    .select(['c.mode as code', count.as('attempts')])
    .groupBy('c.mode')
    .execute();
  const byLea = await attempts
    .innerJoin('directory.leas as l', 'l.id', 'y.lea_id')
    .select(['l.id as leaId', 'l.lea_code as leaCode', 'l.name as leaName', count.as('attempts')])
    .groupBy(['l.id', 'l.lea_code', 'l.name'])
    .orderBy('l.lea_code')
    .execute();
  const byVendor = await attempts
    .leftJoin('vendors as v', 'v.id', 'c.vendor_id')
    .select(['c.vendor_id as vendorId', 'v.name as vendorName', count.as('attempts')])
    .groupBy(['c.vendor_id', 'v.name'])
    .orderBy('v.name')
    .execute();
  const byInterviewer = await attempts
    .leftJoin('vendors as v', 'v.id', 'c.vendor_id')
    .select([
      sql<string>`coalesce(c.user_name, 'Unknown')`.as('userName'),
      'v.name as vendorName',
      count.as('attempts'),
      sql<number>`(count(*) filter (where c.outcome = 'COMPLETED'))::int`.as('completes'),
    ])
    .groupBy([sql`coalesce(c.user_name, 'Unknown')`, 'v.name'])
    .orderBy(sql`coalesce(c.user_name, 'Unknown')`)
    .execute();
  const respondents = await db
    .selectFrom('leavers as y')
    .innerJoin('interviews as i', 'i.leaver_id', 'y.id')
    .where('y.school_year', '=', collection.schoolYear)
    .$if(leaId !== null, (q) => q.where('y.lea_id', '=', leaId!))
    .where(target)
    .where('i.category', 'is not', null)
    .select([
      count.as('respondents'),
      sql<number>`coalesce(sum((select count(*) from psos.contact_attempts c where c.leaver_id = y.id)), 0)::int`.as('attempts'),
    ])
    .executeTakeFirstOrThrow();
  return {
    collectionId: collection.id,
    leaId,
    byOutcome: { ...zeroes(CONTACT_OUTCOMES), ...Object.fromEntries(byOutcome.map((r) => [r.code, r.attempts])) },
    byMode: { ...zeroes(CONTACT_MODES), ...Object.fromEntries(byMode.map((r) => [r.code, r.attempts])) },
    byLea,
    byVendor,
    byInterviewer,
    attemptsPerRespondent: ratio(respondents.attempts, respondents.respondents),
  };
}
