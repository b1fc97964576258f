import { sql } from 'kysely';
import { PsosPermissions } from '@portal/shared-contracts';
import { LATE_EXCLUSION_REASONS, PsosMessages as M, type ExclusionReason, type VerificationUpdate } from '@portal/shared-contracts/psos';
import { actorCan, badRequest, changedFields, conflict, forbidden } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { recordChange } from '../history/psos-history';
import { worksInLea, type PsosReader } from './reader';
import { findYouth } from './youth-read';

/**
 * Sets a list record Pending, Confirmed or Excluded with one reason (psos.md, "Who is surveyed"),
 * in an LEA the caller works in, while the collection is not Closed. A Verified list is read-only
 * to the district but for a death or a return to school; a state user with collection edit may
 * still change it.
 */
export async function setVerification(trx: PsosDb, reader: PsosReader, id: number, body: VerificationUpdate): Promise<void> {
  const { actor } = reader;
  const youth = await findYouth(trx, reader, id, { lock: true });
  if (reader.vendorId !== null || !worksInLea(actor, youth.leaId)) throw forbidden(M.leaNotYours);
  if (youth.collectionStatus === 'Closed') throw conflict(M.closed);
  const reason = body.reason ?? null;
  if (body.status === 'Excluded' && reason === null) throw badRequest(M.exclusionReasonRequired, { reason: M.exclusionReasonRequired });
  if (body.status !== 'Excluded' && reason !== null) throw badRequest(M.reasonOnlyWhenExcluded, { reason: M.reasonOnlyWhenExcluded });
  const list = await trx
    .selectFrom('student_lists')
    .select('status')
    .where('school_year', '=', youth.schoolYear)
    .where('lea_id', '=', youth.leaId)
    .executeTakeFirst();
  const stateEditor = actorCan(actor, [PsosPermissions.CollectionEdit]) && actor.allLeas;
  const lateExclusion = body.status === 'Excluded' && LATE_EXCLUSION_REASONS.includes(reason as ExclusionReason);
  if (list?.status === 'Verified' && !stateEditor && !lateExclusion) throw conflict(M.listVerified);

  const changes = changedFields(
    { verification: youth.verification, exclusionReason: youth.exclusionReason },
    { verification: body.status, exclusionReason: reason },
  );
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('leavers')
    .set({ verification_status: body.status, exclusion_reason: reason, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'youth',
    entityId: id,
    schoolYear: youth.schoolYear,
    leaId: youth.leaId,
    action: 'verification-changed',
    changes,
  });
}
