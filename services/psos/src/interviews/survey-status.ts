import { sql } from 'kysely';
import type { PsosDb } from '../db';

/** Ids per statement: one parameter each, well under PostgreSQL's limit. */
const BATCH = 5000;

/**
 * Sets each youth's survey status from its facts, the first that applies (psos.md): Completed (a
 * classifiable interview), Refused (an attempt refused), Unreachable (closed so), Incomplete (an
 * interview that cannot be classified), In progress (an attempt), Not contacted. Kept on the youth
 * so the dashboards count it without replaying attempts and interviews.
 */
export async function refreshSurveyStatus(db: PsosDb, leaverIds: readonly number[]): Promise<void> {
  for (let start = 0; start < leaverIds.length; start += BATCH) {
    const ids = leaverIds.slice(start, start + BATCH);
    await sql`update psos.leavers y set survey_status = s.status, updated_at = now()
      from (
        select l.id, case
          when i.category is not null then 'Completed'
          when exists (select 1 from psos.contact_attempts a where a.leaver_id = l.id and a.outcome = 'REFUSED') then 'Refused'
          when l.unreachable_at is not null then 'Unreachable'
          when i.leaver_id is not null then 'Incomplete'
          when exists (select 1 from psos.contact_attempts a where a.leaver_id = l.id) then 'InProgress'
          else 'NotContacted'
        end as status
        from psos.leavers l left join psos.interviews i on i.leaver_id = l.id
        where l.id in (${sql.join(ids)})
      ) s
      where s.id = y.id and y.survey_status <> s.status`.execute(db);
  }
}
