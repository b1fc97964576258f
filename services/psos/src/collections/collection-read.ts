import { sql } from 'kysely';
import { schoolYearLabel } from '@portal/shared-contracts';
import { PsosMessages as M, type CollectionRecord, type CollectionSummary } from '@portal/shared-contracts/psos';
import { badRequest, notFound } from '@portal/service-kit';
import type { CollectionStatus, PsosDb } from '../db';
import { readStateSettings, settingsOf } from './state-settings';

const day = (column: string) => sql<string>`${sql.ref(column)}::text`;
const instant = (column: string) => sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const summaryQuery = (db: PsosDb) =>
  db
    .selectFrom('collections as c')
    .select([
      'c.id',
      'c.school_year as schoolYear',
      'c.status',
      day('c.window_start_date').as('windowStart'),
      day('c.window_end_date').as('windowEnd'),
      'c.instrument_version as instrumentVersion',
      day('c.verification_due_date').as('verificationDueDate'),
    ]);

const withLabel = <T extends { schoolYear: number }>(row: T) => ({ ...row, schoolYearLabel: schoolYearLabel(row.schoolYear) });

/** Every collection, newest school year first. */
export async function listCollections(db: PsosDb): Promise<CollectionSummary[]> {
  return (await summaryQuery(db).orderBy('c.school_year', 'desc').execute()).map(withLabel);
}

/** A collection as the code needs it: its id, year, status, window, version and settings in force. */
export interface Collection {
  id: number;
  schoolYear: number;
  status: CollectionStatus;
  windowStart: string;
  windowEnd: string;
  instrumentVersion: number | null;
}

/**
 * The collection a request names: by id, else by the school year of the activeschoolyear header.
 * `lock` holds it until the transaction ends, so a close and a save of its records take turns.
 */
export async function findCollection(
  db: PsosDb,
  named: { collectionId?: number | undefined; schoolYear?: number | undefined },
  { lock = false } = {},
): Promise<Collection> {
  let query = summaryQuery(db);
  if (named.collectionId !== undefined) query = query.where('c.id', '=', named.collectionId);
  else if (named.schoolYear !== undefined) query = query.where('c.school_year', '=', named.schoolYear);
  else throw badRequest(M.schoolYearNeeded);
  if (lock) query = query.forUpdate();
  const found = await query.executeTakeFirst();
  if (!found)
    throw notFound(named.collectionId !== undefined ? M.noSuchCollection : M.noCollectionForYear(schoolYearLabel(named.schoolYear!)));
  return found;
}

/** The settings a collection's figures follow: its copy once opened, the state's while Draft. */
export async function settingsInForce(db: PsosDb, schoolYear: number) {
  const row = await db.selectFrom('collections').select('settings').where('school_year', '=', schoolYear).executeTakeFirst();
  return row?.settings ? settingsOf(row.settings) : readStateSettings(db);
}

export async function readCollectionRecord(db: PsosDb, id: number): Promise<CollectionRecord> {
  const row = await summaryQuery(db)
    .select([
      'c.settings',
      instant('c.opened_at').as('openedAt'),
      instant('c.closed_at').as('closedAt'),
      instant('c.reopened_at').as('reopenedAt'),
      'c.reopen_reason as reopenReason',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('leavers as y')
              .innerJoin('interviews as i', 'i.leaver_id', 'y.id')
              .whereRef('y.school_year', '=', 'c.school_year'),
          )
          .as('hasInterviews'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.noSuchCollection);
  return {
    ...withLabel(row),
    settings: row.settings ? settingsOf(row.settings) : null,
    final: row.status === 'Closed',
    hasInterviews: Boolean(row.hasInterviews),
  };
}
