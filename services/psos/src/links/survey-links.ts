import { createHash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { PsosPermissions as P } from '@portal/shared-contracts';
import { PsosMessages as M, publicSurveyPath, type SurveyLinkRow } from '@portal/shared-contracts/psos';
import { actorCan, conflict } from '@portal/service-kit';
import type { PsosDb } from '../db';
import type { Collection } from '../collections/collection-read';
import { recordChange, recordChanges } from '../history/psos-history';
import { assertMayInterview } from '../interviews/save-interview';
import { assignedVendor, youthVisibleTo, type PsosReader } from '../youth/reader';
import { findYouth } from '../youth/youth-read';

/** 32 random bytes: 256 bits, twice psos.md's least, written base64url in 43 characters. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** What the table keeps of a token: its SHA-256, so a copy of the table opens no survey. */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

export const linkUrl = (publicUrl: string, token: string): string => `${publicUrl}${publicSurveyPath(token)}`;

/** Ends a youth's public link, if it has an open one. */
export async function closeSurveyLink(trx: PsosDb, youthId: number): Promise<void> {
  await trx
    .updateTable('survey_links')
    .set({ closed_at: sql<Date>`now()` })
    .where('leaver_id', '=', youthId)
    .where('closed_at', 'is', null)
    .execute();
}

/** Gives youth new links, replacing any earlier ones, which stop working; the tokens, each shown once. */
async function issueLinks(trx: PsosDb, youthIds: readonly number[], userId: number): Promise<Map<number, string>> {
  const tokens = new Map(youthIds.map((id) => [id, newToken()]));
  if (tokens.size === 0) return tokens;
  await trx
    .insertInto('survey_links')
    .values([...tokens].map(([id, token]) => ({ leaver_id: id, token_hash: tokenHash(token), created_by: userId })))
    .onConflict((oc) =>
      oc.column('leaver_id').doUpdateSet({
        token_hash: (eb) => eb.ref('excluded.token_hash'),
        created_at: sql<Date>`now()`,
        created_by: (eb) => eb.ref('excluded.created_by'),
        closed_at: null,
      }),
    )
    .execute();
  return tokens;
}

/**
 * A new public link for one youth (psos.md): made by whoever may interview the youth, while the
 * collection is Open and the youth is neither Excluded nor Completed.
 */
export async function makeSurveyLink(trx: PsosDb, reader: PsosReader, youthId: number): Promise<{ token: string; createdAt: string }> {
  const youth = await findYouth(trx, reader, youthId, { lock: true });
  assertMayInterview(reader, youth);
  if (youth.collectionStatus !== 'Open') throw conflict(youth.collectionStatus === 'Closed' ? M.closed : M.notOpen);
  if (youth.verification === 'Excluded') throw conflict(M.excludedYouth);
  const { survey_status } = await trx.selectFrom('leavers').select('survey_status').where('id', '=', youthId).executeTakeFirstOrThrow();
  if (survey_status === 'Completed') throw conflict(M.linkForCompleted);
  const token = (await issueLinks(trx, [youthId], reader.actor.userId)).get(youthId)!;
  await recordChange(trx, reader.actor, {
    entityType: 'youth',
    entityId: youthId,
    schoolYear: youth.schoolYear,
    leaId: youth.leaId,
    action: 'link-made',
  });
  const { created_at } = await trx
    .selectFrom('survey_links')
    .select('created_at')
    .where('leaver_id', '=', youthId)
    .executeTakeFirstOrThrow();
  return { token, createdAt: created_at.toISOString() };
}

/** The youth (aliased y) the reader may interview: `assertMayInterview` as a condition. */
function interviewableBy(reader: PsosReader): RawBuilder<boolean> {
  const { actor } = reader;
  if (actorCan(actor, [P.CollectionEdit]) && actor.allLeas) return sql<boolean>`true`;
  if (reader.vendorId !== null)
    return actorCan(actor, [P.VendorDashboardView]) ? sql<boolean>`${assignedVendor()} = ${reader.vendorId}` : sql<boolean>`false`;
  if (!actorCan(actor, [P.DistrictDashboardView])) return sql<boolean>`false`;
  return sql<boolean>`${youthVisibleTo(reader)} and ${assignedVendor()} is null`;
}

/**
 * New links for letters: every youth of the collection (one LEA, or all the reader may see) whom
 * the reader may interview and who may still answer; youth with an open link only when `renew`,
 * so letters already sent keep working. The rows name who each letter goes to.
 */
export async function makeSurveyLinks(
  trx: PsosDb,
  reader: PsosReader,
  collection: Collection,
  { leaId, renew, publicUrl }: { leaId: number | null; renew: boolean; publicUrl: string },
): Promise<SurveyLinkRow[]> {
  if (collection.status !== 'Open') throw conflict(collection.status === 'Closed' ? M.closed : M.notOpen);
  let query = trx
    .selectFrom('leavers as y')
    .select([
      'y.id',
      'y.lea_id as leaId',
      'y.state_student_id as stateStudentId',
      'y.first_name as firstName',
      'y.last_name as lastName',
      'y.guardian_name as guardianName',
      'y.street',
      'y.city',
      'y.state',
      'y.zip',
      'y.email',
      'y.phone',
    ])
    .where('y.school_year', '=', collection.schoolYear)
    .where('y.verification_status', '<>', 'Excluded')
    .where('y.survey_status', '<>', 'Completed')
    .where(youthVisibleTo(reader))
    .where(interviewableBy(reader))
    .orderBy('y.last_name')
    .orderBy('y.first_name')
    .orderBy('y.id')
    .forUpdate();
  if (leaId !== null) query = query.where('y.lea_id', '=', leaId);
  if (!renew)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('survey_links as l').select('l.leaver_id').whereRef('l.leaver_id', '=', 'y.id').where('l.closed_at', 'is', null)),
      ),
    );
  const youth = await query.execute();
  const tokens = await issueLinks(
    trx,
    youth.map((y) => y.id),
    reader.actor.userId,
  );
  await recordChanges(
    trx,
    reader.actor,
    youth.map((y) => ({ entityType: 'youth', entityId: y.id, schoolYear: collection.schoolYear, leaId: y.leaId, action: 'link-made' })),
  );
  return youth.map(({ id, leaId: _leaId, ...row }) => ({ youthId: id, ...row, url: linkUrl(publicUrl, tokens.get(id)!) }));
}
