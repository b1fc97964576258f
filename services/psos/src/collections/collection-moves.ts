import { sql } from 'kysely';
import { FieldMessages, NotificationEventTypes, schoolYearLabel } from '@portal/shared-contracts';
import {
  PSOS_QUESTIONNAIRE,
  PsosMessages as M,
  psosApp,
  psosSettingsErrors,
  type CollectionCreate,
  type CollectionUpdate,
} from '@portal/shared-contracts/psos';
import { badRequest, changedFields, conflict, type Actor, type NotificationProducer } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { recordChange } from '../history/psos-history';
import { assertPublished } from '../interviews/instrument';
import { reclassifyCollection } from '../interviews/reclassify';
import { findCollection, readCollectionRecord } from './collection-read';
import { readStateSettings, settingsOf } from './state-settings';

/** psos.md's default window: 1 June to 30 September of the calendar year after the school year ends. */
export const defaultWindow = (schoolYear: number) => ({ start: `${schoolYear + 1}-06-01`, end: `${schoolYear + 1}-09-30` });

function checkWindow(start: string, end: string): void {
  if (start > end) throw badRequest(M.windowOrder, { windowEnd: M.windowOrder });
}

const latestPublished = async (db: PsosDb): Promise<number | null> =>
  (
    await db
      .selectFrom('questionnaire_versions')
      .select('version')
      .where('questionnaire', '=', PSOS_QUESTIONNAIRE)
      .where('status', '=', 'Published')
      .orderBy('version', 'desc')
      .executeTakeFirst()
  )?.version ?? null;

/** A Draft collection for a school year (one per year), with the default window and the newest published version unless given. */
export async function createCollection(trx: PsosDb, actor: Actor, body: CollectionCreate): Promise<number> {
  const label = schoolYearLabel(body.schoolYear);
  const taken = await trx.selectFrom('collections').select('id').where('school_year', '=', body.schoolYear).executeTakeFirst();
  if (taken) throw conflict(M.collectionExists(label));
  const window = defaultWindow(body.schoolYear);
  const start = body.windowStart ?? window.start;
  const end = body.windowEnd ?? window.end;
  checkWindow(start, end);
  const version = body.instrumentVersion === undefined ? await latestPublished(trx) : body.instrumentVersion;
  if (version !== null) await assertPublished(trx, version);
  const created = await trx
    .insertInto('collections')
    .values({
      school_year: body.schoolYear,
      window_start_date: start,
      window_end_date: end,
      verification_due_date: body.verificationDueDate ?? null,
      instrument_version: version,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordChange(trx, actor, {
    entityType: 'collection',
    entityId: created.id,
    schoolYear: body.schoolYear,
    action: 'created',
    changes: changedFields(null, { windowStart: start, windowEnd: end, instrumentVersion: version }),
  });
  return created.id;
}

/**
 * Changes a collection's window, due date, version and, while Open, its copy of the settings; a
 * Closed one is read-only. The version is fixed once an interview exists. A changed settings copy
 * classifies every interview again.
 */
export async function updateCollection(trx: PsosDb, actor: Actor, id: number, body: CollectionUpdate): Promise<void> {
  const collection = await findCollection(trx, { collectionId: id }, { lock: true });
  if (collection.status === 'Closed') throw conflict(M.closed);
  const before = await readCollectionRecord(trx, id);
  checkWindow(body.windowStart, body.windowEnd);
  if (body.instrumentVersion !== before.instrumentVersion) {
    if (before.hasInterviews) throw conflict(M.versionLocked);
    if (body.instrumentVersion === null) {
      if (collection.status === 'Open') throw badRequest('The request is not valid.', { instrumentVersion: FieldMessages.required });
    } else await assertPublished(trx, body.instrumentVersion);
  }
  if (collection.status === 'Draft' && body.settings !== null)
    throw badRequest(M.settingsBeforeOpening, { settings: M.settingsBeforeOpening });
  if (collection.status === 'Open') {
    if (body.settings === null) throw badRequest('The request is not valid.', { settings: FieldMessages.required });
    const errors = psosSettingsErrors(body.settings);
    if (Object.keys(errors).length > 0) throw badRequest('The settings are not valid.', errors);
  }
  // In the stored order of its keys, so a copy sent back in another order reads as unchanged.
  const settings = body.settings === null ? null : settingsOf(body.settings);
  const changes = changedFields(before, {
    windowStart: body.windowStart,
    windowEnd: body.windowEnd,
    verificationDueDate: body.verificationDueDate,
    instrumentVersion: body.instrumentVersion,
    settings,
  });
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('collections')
    .set({
      window_start_date: body.windowStart,
      window_end_date: body.windowEnd,
      verification_due_date: body.verificationDueDate,
      instrument_version: body.instrumentVersion,
      settings: settings === null ? null : JSON.stringify(settings),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
  if (changes.settings && settings) await reclassifyCollection(trx, collection.schoolYear, settings);
  await recordChange(trx, actor, { entityType: 'collection', entityId: id, schoolYear: collection.schoolYear, action: 'changed', changes });
}

/**
 * Opens a Draft: it needs a published instrument version and its window in order; the state's
 * settings are copied in, and "PSOS collection opened" is raised through the outbox in the same
 * transaction.
 */
export async function openCollection(trx: PsosDb, actor: Actor, id: number, producer: NotificationProducer): Promise<void> {
  const collection = await findCollection(trx, { collectionId: id }, { lock: true });
  if (collection.status !== 'Draft') throw conflict(M.notDraft);
  if (collection.instrumentVersion === null) throw conflict(M.noPublishedVersion);
  await assertPublished(trx, collection.instrumentVersion);
  checkWindow(collection.windowStart, collection.windowEnd);
  const settings = await readStateSettings(trx);
  await trx
    .updateTable('collections')
    .set({ status: 'Open', opened_at: sql<Date>`now()`, settings: JSON.stringify(settings), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  const label = schoolYearLabel(collection.schoolYear);
  await producer.raise(trx, {
    type: NotificationEventTypes.PsosCollectionOpened,
    subject: `Post-school outcomes collection ${label} opened`,
    message: `The post-school outcomes collection ${label} is open: interviews run from ${collection.windowStart} to ${collection.windowEnd}.`,
    openUrl: `${psosApp.basePath}/collection-manager`,
  });
  await recordChange(trx, actor, {
    entityType: 'collection',
    entityId: id,
    schoolYear: collection.schoolYear,
    action: 'opened',
    changes: { status: { from: 'Draft', to: 'Open' }, settings: { from: null, to: settings } },
  });
}

/** Closes an Open collection: everything becomes read-only and its reports Final. */
export async function closeCollection(trx: PsosDb, actor: Actor, id: number): Promise<void> {
  const collection = await findCollection(trx, { collectionId: id }, { lock: true });
  if (collection.status !== 'Open') throw conflict(M.notOpen);
  await trx
    .updateTable('collections')
    .set({ status: 'Closed', closed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'collection',
    entityId: id,
    schoolYear: collection.schoolYear,
    action: 'closed',
    changes: { status: { from: 'Open', to: 'Closed' } },
  });
}

/** Reopens a Closed collection with a reason; its reports are Interim again. */
export async function reopenCollection(trx: PsosDb, actor: Actor, id: number, reason: string): Promise<void> {
  const collection = await findCollection(trx, { collectionId: id }, { lock: true });
  if (collection.status !== 'Closed') throw conflict(M.notClosed);
  await trx
    .updateTable('collections')
    .set({ status: 'Open', closed_at: null, reopened_at: sql<Date>`now()`, reopen_reason: reason.trim(), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'collection',
    entityId: id,
    schoolYear: collection.schoolYear,
    action: 'reopened',
    changes: { status: { from: 'Closed', to: 'Open' } },
    reason: reason.trim(),
  });
}
