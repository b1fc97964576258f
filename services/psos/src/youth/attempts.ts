import { sql } from 'kysely';
import { PsosMessages as M, type Attempt, type AttemptCreate } from '@portal/shared-contracts/psos';
import { badRequest, conflict } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { recordChange } from '../history/psos-history';
import { assertMayInterview } from '../interviews/save-interview';
import { refreshSurveyStatus } from '../interviews/survey-status';
import type { PsosReader } from './reader';
import { findYouth } from './youth-read';

const COMPLETED_BY_INTERVIEW = 'COMPLETED comes with a classifiable interview; record the interview instead.';

/**
 * Logs a contact attempt (psos.md, "Contact attempts") by whoever may interview the youth, while
 * the collection is Open and the youth not Excluded; its time is not in the future. The REPORTED
 * outcomes ask the district or state to decide an exclusion; they exclude nothing themselves.
 */
export async function addAttempt(trx: PsosDb, reader: PsosReader, youthId: number, body: AttemptCreate): Promise<number> {
  const youth = await findYouth(trx, reader, youthId, { lock: true });
  assertMayInterview(reader, youth);
  if (youth.collectionStatus !== 'Open') throw conflict(youth.collectionStatus === 'Closed' ? M.closed : M.notOpen);
  if (youth.verification === 'Excluded') throw conflict(M.excludedYouth);
  if (body.outcome === 'COMPLETED') throw badRequest(COMPLETED_BY_INTERVIEW, { outcome: COMPLETED_BY_INTERVIEW });
  if (new Date(body.attemptedAt).getTime() > Date.now()) throw badRequest(M.noFutureDates, { attemptedAt: M.noFutureDates });
  const { id } = await trx
    .insertInto('contact_attempts')
    .values({
      leaver_id: youthId,
      attempted_at: body.attemptedAt,
      mode: body.mode,
      outcome: body.outcome,
      contact_used: body.contactUsed ?? null,
      note: body.note ?? null,
      user_id: reader.actor.userId,
      user_name: reader.actor.userName,
      vendor_id: reader.vendorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshSurveyStatus(trx, [youthId]);
  await recordChange(trx, reader.actor, {
    entityType: 'youth',
    entityId: youthId,
    schoolYear: youth.schoolYear,
    leaId: youth.leaId,
    action: 'attempt-logged',
    changes: { mode: body.mode, outcome: body.outcome },
  });
  return id;
}

/** A youth's attempts, newest first. */
export async function listAttempts(db: PsosDb, youthId: number): Promise<Attempt[]> {
  return db
    .selectFrom('contact_attempts')
    .select([
      'id',
      'leaver_id as youthId',
      sql<string>`to_char(attempted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('attemptedAt'),
      'mode',
      'outcome',
      'contact_used as contactUsed',
      'note',
      'user_name as userName',
      'vendor_id as vendorId',
    ])
    .where('leaver_id', '=', youthId)
    .orderBy('attempted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
