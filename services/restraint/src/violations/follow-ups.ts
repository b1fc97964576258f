import { sql } from 'kysely';
import { zonedDate } from '@portal/day-count';
import { FieldMessages } from '@portal/shared-contracts';
import { ViolationMessages as M, type FollowUpUpdate } from '@portal/shared-contracts/restraint';
import { badRequest, changedFields, notFound, type Actor, type NotificationProducer } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { findWritableIncident } from '../incidents/access';
import { runIncidentRules } from './run-rules';
import { activeRules } from './settings';
import { recordIncidentChanges } from '../incidents/history';

/**
 * A follow-up the repeat-use rule required is held on a date (not in the future, not before the
 * incident), waived by the parent in writing (the waiver a document), or open again (Required). The
 * rules run again, so FOLLOW-UP-OPEN and the follow-up's deadline follow.
 */
export async function updateFollowUp(
  trx: RestraintDb,
  producer: NotificationProducer,
  actor: Actor,
  id: number,
  body: FollowUpUpdate,
): Promise<void> {
  const row = await trx
    .selectFrom('incident_follow_ups as f')
    .innerJoin('incidents as i', 'i.id', 'f.incident_id')
    .where('f.id', '=', id)
    .select((eb) => [
      'f.incident_id',
      'f.state_student_id',
      'f.kind',
      'f.trigger',
      'f.status',
      eb.cast<string | null>('f.held_date', 'text').as('held_date'),
      'f.waiver_document_id',
      eb.cast<string>('i.incident_date', 'text').as('incident_date'),
    ])
    .executeTakeFirst();
  if (!row) throw notFound(M.followUpNotFound);
  await findWritableIncident(trx, actor, row.incident_id).catch(() => {
    throw notFound(M.followUpNotFound);
  });
  const { pack } = await activeRules(trx);

  const heldDate = body.status === 'Held' ? body.heldDate : null;
  const waiver = body.status === 'Waived' ? (body.waiverDocumentId ?? null) : null;
  if (body.status === 'Held') {
    const today = zonedDate(new Date(), pack.timeZone);
    const error = !heldDate
      ? FieldMessages.required
      : heldDate > today
        ? FieldMessages.noFutureDates
        : heldDate < row.incident_date
          ? FieldMessages.dateAfterStart
          : null;
    if (error) throw badRequest('The follow-up was not saved.', { heldDate: error });
  }
  if (body.status === 'Waived' && waiver === null) {
    throw badRequest('The follow-up was not saved.', { waiverDocumentId: FieldMessages.required });
  }

  await trx
    .updateTable('incident_follow_ups')
    .set({ status: body.status, held_date: heldDate, waiver_document_id: waiver, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  const at = `followUps.${row.state_student_id}.${row.kind}@${row.trigger}`;
  await recordIncidentChanges(trx, actor, [
    {
      incidentId: row.incident_id,
      action: 'updated',
      changes: changedFields(
        { [`${at}.status`]: row.status, [`${at}.heldDate`]: row.held_date, [`${at}.waiverDocumentId`]: row.waiver_document_id },
        { [`${at}.status`]: body.status, [`${at}.heldDate`]: heldDate, [`${at}.waiverDocumentId`]: waiver },
      ),
    },
  ]);
  await runIncidentRules(trx, producer, [row.incident_id], actor);
}
