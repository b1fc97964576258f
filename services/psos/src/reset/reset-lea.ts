import { sql } from 'kysely';
import { PsosMessages as M, type ResetRequest, type ResetResult } from '@portal/shared-contracts/psos';
import { badRequest, conflict, deleteResponses, forbidden, readResponses, type Actor, type AnyDb } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection } from '../collections/collection-read';
import { recordChange } from '../history/psos-history';
import { leaOf } from '../lists/student-lists';
import { worksInLea } from '../youth/reader';

/**
 * The district dashboard reset (psos.md): for one LEA of an Open collection, removes its list
 * records with their verification, per-youth assignments, attempts and interviews (answers too),
 * and sets its list to Not started, so a corrected list can be loaded. Other LEAs are untouched.
 * The user types the LEA code and a reason; everything removed is archived with the counts, in
 * the one transaction of the caller.
 */
export async function resetLea(trx: PsosDb, actor: Actor, collectionId: number, leaId: number, body: ResetRequest): Promise<ResetResult> {
  const lea = await leaOf(trx, leaId);
  if (!worksInLea(actor, leaId)) throw forbidden(M.leaNotYours);
  if (body.leaCode.trim() !== lea.code) throw badRequest(M.resetLeaCode, { leaCode: M.resetLeaCode });
  const collection = await findCollection(trx, { collectionId }, { lock: true });
  if (collection.status !== 'Open') throw conflict(M.notOpen);
  await trx
    .selectFrom('student_lists')
    .select('status')
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .forUpdate()
    .execute();

  const youth = await trx
    .selectFrom('leavers')
    .selectAll()
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .forUpdate()
    .execute();
  const ids = youth.map((y) => y.id);
  const attempts = ids.length ? await trx.selectFrom('contact_attempts').selectAll().where('leaver_id', 'in', ids).execute() : [];
  const interviews = ids.length ? await trx.selectFrom('interviews').selectAll().where('leaver_id', 'in', ids).execute() : [];
  const answers = await readResponses(
    trx as AnyDb,
    interviews.map((i) => i.response_id),
  );
  const counts = { youth: youth.length, attempts: attempts.length, interviews: interviews.length };

  await trx
    .insertInto('reset_archive')
    .values({
      school_year: collection.schoolYear,
      lea_id: leaId,
      user_id: actor.userId,
      reason: body.reason.trim(),
      counts: JSON.stringify(counts),
      removed: JSON.stringify({
        youth,
        attempts,
        interviews: interviews.map((i) => ({ ...i, answers: answers.get(i.response_id) ?? {} })),
      }),
    })
    .execute();
  // Interviews go with their youth; the responses they point at go after them.
  if (ids.length) await trx.deleteFrom('leavers').where('id', 'in', ids).execute();
  await deleteResponses(
    trx as AnyDb,
    interviews.map((i) => i.response_id),
  );
  await trx
    .updateTable('student_lists')
    .set({ status: 'NotStarted', verified_at: null, updated_at: sql<Date>`now()` })
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'list',
    entityId: `${collection.schoolYear}/${leaId}`,
    schoolYear: collection.schoolYear,
    leaId,
    action: 'reset',
    changes: counts,
    reason: body.reason.trim(),
  });
  return { collectionId, leaId, removed: counts };
}
