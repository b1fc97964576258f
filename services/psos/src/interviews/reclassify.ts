import { sql } from 'kysely';
import { classifyInterview, type PsosSettings } from '@portal/shared-contracts/psos';
import { readResponses, type AnyDb } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { instrumentVersion } from './instrument';
import { refreshSurveyStatus } from './survey-status';

/** Interviews per update statement. */
const BATCH = 1000;

/**
 * Classifies every interview of a collection again under `settings` (its copy changed): figures
 * derive from the answers, settings and mapping, never from a category entered or kept stale.
 */
export async function reclassifyCollection(db: PsosDb, schoolYear: number, settings: PsosSettings): Promise<void> {
  const interviews = await db
    .selectFrom('interviews as i')
    .innerJoin('leavers as y', 'y.id', 'i.leaver_id')
    .select(['i.leaver_id as leaverId', 'i.response_id as responseId', 'i.instrument_version as version'])
    .where('y.school_year', '=', schoolYear)
    .execute();
  const answers = await readResponses(
    db as AnyDb,
    interviews.map((i) => i.responseId),
  );
  const rows = [];
  for (const interview of interviews) {
    const { definition } = await instrumentVersion(db, interview.version);
    const { inputs, category } = classifyInterview(definition, answers.get(interview.responseId) ?? {}, settings);
    rows.push({ id: interview.leaverId, he: inputs.HE, ce: inputs.CE, oe: inputs.OE, emp: inputs.EMP, category });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await sql`update psos.interviews i set he = v.he, ce = v.ce, oe = v.oe, emp = v.emp, category = v.category
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id integer, he boolean, ce boolean, oe boolean, emp boolean, category text)
      where i.leaver_id = v.id`.execute(db);
  }
  await refreshSurveyStatus(
    db,
    interviews.map((i) => i.leaverId),
  );
}
