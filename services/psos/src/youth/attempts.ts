import { sql } from 'kysely';
import { PsosMessages as M, type Attempt, type AttemptCreate } from '@portal/shared-contracts/psos';
import { badRequest, conflict } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { settingsInForce } from '../collections/collection-read';
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

/** Closes a youth as Unreachable (psos.md): only after the setting's number of attempts, and never over a classifiable interview. */
export async function closeUnreachable(trx: PsosDb, reader: PsosReader, youthId: number): Promise<void> {
  const youth = await findYouth(trx, reader, youthId, { lock: true });
  assertMayInterview(reader, youth);
  if (youth.collectionStatus !== 'Open') throw conflict(youth.collectionStatus === 'Closed' ? M.closed : M.notOpen);
  if (youth.verification === 'Excluded') throw conflict(M.excludedYouth);
  const { unreachableAfterAttempts } = await settingsInForce(trx, youth.schoolYear);
  const made = await trx
    .selectFrom('contact_attempts')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('leaver_id', '=', youthId)
    .executeTakeFirstOrThrow();
  if (made.n < unreachableAfterAttempts) throw conflict(M.unreachableTooSoon(unreachableAfterAttempts));
  const completed = await trx
    .selectFrom('interviews')
    .select('leaver_id')
    .where('leaver_id', '=', youthId)
    .where('category', 'is not', null)
    .executeTakeFirst();
  if (completed) throw conflict(M.alreadyCompleted);
  await trx
    .updateTable('leavers')
    .set({ unreachable_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', youthId)
    .execute();
  await refreshSurveyStatus(trx, [youthId]);
  await recordChange(trx, reader.actor, {
    entityType: 'youth',
    entityId: youthId,
    schoolYear: youth.schoolYear,
    leaId: youth.leaId,
    action: 'closed-unreachable',
    changes: { attempts: made.n },
  });
}
