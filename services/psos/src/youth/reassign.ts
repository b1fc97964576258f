import { sql } from 'kysely';
import { PsosPermissions as P } from '@portal/shared-contracts';
import { PsosMessages as M, type YouthAssignmentUpdate } from '@portal/shared-contracts/psos';
import { actorCan, badRequest, conflict, forbidden } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { recordChange } from '../history/psos-history';
import type { PsosReader } from './reader';
import { findYouth } from './youth-read';

/**
 * The state reassigning one youth (psos.md, "Who answers and how"): to the District, to an active
 * vendor, or back to the LEA's assignment. Attempts and any interview stay with the youth; a
 * Closed collection is read-only.
 */
export async function reassignYouth(trx: PsosDb, reader: PsosReader, id: number, body: YouthAssignmentUpdate): Promise<void> {
  const { actor } = reader;
  if (!(actorCan(actor, [P.CollectionEdit]) && actor.allLeas)) throw forbidden(M.stateOnly);
  const youth = await findYouth(trx, reader, id, { lock: true });
  if (youth.collectionStatus === 'Closed') throw conflict(M.closed);
  if ((body.assignTo === 'Vendor') !== (body.vendorId !== null))
    throw badRequest(M.vendorOnlyWithVendor, { vendorId: M.vendorOnlyWithVendor });
  if (body.vendorId !== null) {
    const vendor = await trx.selectFrom('vendors').select('active').where('id', '=', body.vendorId).executeTakeFirst();
    if (!vendor) throw badRequest(M.noSuchVendor, { vendorId: M.noSuchVendor });
    if (!vendor.active) throw conflict(M.vendorInactive, { vendorId: M.vendorInactive });
  }
  await trx
    .updateTable('leavers')
    .set({
      assignment: body.assignTo === 'Lea' ? null : body.assignTo,
      assigned_vendor_id: body.vendorId,
      updated_at: sql<Date>`now()`,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'youth',
    entityId: id,
    schoolYear: youth.schoolYear,
    leaId: youth.leaId,
    action: 'reassigned',
    changes: { vendorId: { from: youth.vendorId, to: body.vendorId }, assignTo: body.assignTo },
  });
}
