import { sql } from 'kysely';
import { PsosPermissions as P } from '@portal/shared-contracts';
import { answerErrors, answeredOnly } from '@portal/shared-contracts/questionnaire';
import {
  classifyInterview,
  instrumentParams,
  PSOS_QUESTIONNAIRE,
  PsosMessages as M,
  type InterviewSave,
} from '@portal/shared-contracts/psos';
import { actorCan, badRequest, conflict, forbidden, saveResponse, type AnyDb } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, settingsInForce } from '../collections/collection-read';
import { stateToday } from '../collections/state-today';
import { recordChange } from '../history/psos-history';
import { worksInLea, type PsosReader } from '../youth/reader';
import { findYouth, type FoundYouth } from '../youth/youth-read';
import { instrumentVersion } from './instrument';
import { refreshSurveyStatus } from './survey-status';

/**
 * Who may interview a youth (psos.md, "Who answers and how"): district staff their LEAs' youth
 * assigned to the District; a vendor's staff the youth assigned to their vendor; state users with
 * collection edit any youth.
 */
export function assertMayInterview(reader: PsosReader, youth: FoundYouth): void {
  const { actor } = reader;
  if (actorCan(actor, [P.CollectionEdit]) && actor.allLeas) return;
  if (reader.vendorId !== null) {
    if (actorCan(actor, [P.VendorDashboardView]) && youth.vendorId === reader.vendorId) return;
  } else if (actorCan(actor, [P.DistrictDashboardView]) && worksInLea(actor, youth.leaId) && youth.vendorId === null) return;
  throw forbidden(M.notYourInterview);
}

/** The contact-attempt mode an interview's mode is recorded as. */
const ATTEMPT_MODE = { PHONE: 'PHONE', IN_PERSON: 'IN_PERSON', PAPER: 'MAIL', WEB: 'WEB' } as const;

/**
 * Records or replaces a youth's one interview by staff: the collection Open, the youth not
 * Excluded, the date in the window and not in the future, the answers the collection's version
 * asks. Its inputs and category derive from the answers, the mapping and the collection's
 * settings; a classifiable interview completes the youth and adds a COMPLETED attempt, once.
 */
export async function saveInterview(trx: PsosDb, reader: PsosReader, id: number, body: InterviewSave, timeZone: string): Promise<void> {
  const { actor } = reader;
  const youth = await findYouth(trx, reader, id, { lock: true });
  assertMayInterview(reader, youth);
  if (body.mode === 'WEB') throw badRequest(M.webByLink, { mode: M.webByLink });
  const collection = await findCollection(trx, { collectionId: youth.collectionId });
  if (collection.status !== 'Open') throw conflict(collection.status === 'Closed' ? M.closed : M.notOpen);
  if (youth.verification === 'Excluded') throw conflict(M.excludedYouth);
  const today = await stateToday(trx, timeZone);
  if (body.interviewDate > today) throw badRequest(M.noFutureDates, { interviewDate: M.noFutureDates });
  if (body.interviewDate < collection.windowStart || body.interviewDate > collection.windowEnd) {
    const message = M.dateOutsideWindow(collection.windowStart, collection.windowEnd);
    throw badRequest(message, { interviewDate: message });
  }
  if (body.answers.RESP != null && body.answers.RESP !== body.respondent)
    throw badRequest(M.respondentDisagrees, { RESP: M.respondentDisagrees });

  const existing = await trx
    .selectFrom('interviews')
    .select(['response_id', 'instrument_version', 'category'])
    .where('leaver_id', '=', id)
    .executeTakeFirst();
  const versionNumber = existing?.instrument_version ?? collection.instrumentVersion!;
  const { definition } = await instrumentVersion(trx, versionNumber);
  const settings = await settingsInForce(trx, youth.schoolYear);
  const answers = answeredOnly({ ...body.answers, RESP: body.respondent });
  const errors = answerErrors(definition, answers, instrumentParams(settings));
  if (Object.keys(errors).length > 0) throw badRequest('Some answers are not ones the survey takes.', errors);
  const { inputs, category } = classifyInterview(definition, answers, settings);

  const responseId = await saveResponse(trx as AnyDb, {
    questionnaire: PSOS_QUESTIONNAIRE,
    version: versionNumber,
    responseId: existing?.response_id ?? null,
    answers,
  });
  const values = {
    mode: body.mode,
    interview_date: body.interviewDate,
    respondent: body.respondent,
    he: inputs.HE,
    ce: inputs.CE,
    oe: inputs.OE,
    emp: inputs.EMP,
    category,
    user_id: actor.userId,
    user_name: actor.userName,
    vendor_id: reader.vendorId,
  };
  if (existing)
    await trx
      .updateTable('interviews')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('leaver_id', '=', id)
      .execute();
  else
    await trx
      .insertInto('interviews')
      .values({ ...values, leaver_id: id, response_id: responseId, instrument_version: versionNumber })
      .execute();

  if (category !== null) {
    const completed = await trx
      .selectFrom('contact_attempts')
      .select('id')
      .where('leaver_id', '=', id)
      .where('outcome', '=', 'COMPLETED')
      .executeTakeFirst();
    if (!completed)
      await trx
        .insertInto('contact_attempts')
        .values({
          leaver_id: id,
          attempted_at: sql<Date>`now()`,
          mode: ATTEMPT_MODE[body.mode],
          outcome: 'COMPLETED',
          user_id: actor.userId,
          user_name: actor.userName,
          vendor_id: reader.vendorId,
        })
        .execute();
  }
  await refreshSurveyStatus(trx, [id]);
  // The history names the answers changed, not what they say: the answers stay apart from the youth's record.
  await recordChange(trx, actor, {
    entityType: 'youth',
    entityId: id,
    schoolYear: youth.schoolYear,
    leaId: youth.leaId,
    action: existing ? 'interview-changed' : 'interview-recorded',
    changes: {
      mode: body.mode,
      interviewDate: body.interviewDate,
      respondent: body.respondent,
      answered: Object.keys(answers),
      category: { from: existing?.category ?? null, to: category },
    },
  });
}
