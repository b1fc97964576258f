import { sql } from 'kysely';
import { PsosMessages as M, type CollectionLea, type DuplicateYouth } from '@portal/shared-contracts/psos';
import { conflict, forbidden, notFound, type Actor } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, type Collection } from '../collections/collection-read';
import { recordChange } from '../history/psos-history';
import { worksInLea } from '../youth/reader';

/**
 * Every LEA of the directory as a collection sees it (the student list manager, the collection
 * manager's assignments): its list's status and counts, and who interviews its youth. The caller's
 * LEAs only, unless they may see every LEA.
 */
export async function collectionLeas(db: PsosDb, actor: Actor, collection: Collection): Promise<CollectionLea[]> {
  let query = db
    .selectFrom('directory.leas as l')
    .leftJoin('student_lists as s', (join) => join.onRef('s.lea_id', '=', 'l.id').on('s.school_year', '=', collection.schoolYear))
    .leftJoin('lea_assignments as a', (join) => join.onRef('a.lea_id', '=', 'l.id').on('a.school_year', '=', collection.schoolYear))
    .leftJoin('vendors as v', 'v.id', 'a.vendor_id')
    .select([
      'l.id as leaId',
      'l.lea_code as leaCode',
      'l.name as leaName',
      sql<CollectionLea['listStatus']>`coalesce(s.status, 'NotStarted')`.as('listStatus'),
      sql<string | null>`to_char(s.verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('verifiedAt'),
      sql<CollectionLea['assignment']>`case when a.vendor_id is null then 'District' else 'Vendor' end`.as('assignment'),
      'a.vendor_id as vendorId',
      'v.name as vendorName',
      ...(['listed', 'pending', 'confirmed', 'excluded'] as const).map((figure) =>
        sql<number>`(select count(*)::int from psos.leavers y where y.school_year = ${collection.schoolYear} and y.lea_id = l.id
          ${figure === 'listed' ? sql`` : sql`and y.verification_status = ${figure[0]!.toUpperCase() + figure.slice(1)}`})`.as(figure),
      ),
    ])
    .where('l.is_nde_level_district', '=', false)
    .orderBy('l.lea_code');
  if (!actor.allLeas) query = query.where('l.id', 'in', actor.leaIds.length ? actor.leaIds : [0]);
  return query.execute();
}

async function lockList(trx: PsosDb, schoolYear: number, leaId: number) {
  return trx
    .selectFrom('student_lists')
    .select(['status'])
    .where('school_year', '=', schoolYear)
    .where('lea_id', '=', leaId)
    .forUpdate()
    .executeTakeFirst();
}

/** The district submits its list when no record is Pending: it becomes Verified and read-only to the district. */
export async function submitList(trx: PsosDb, actor: Actor, collectionId: number, leaId: number): Promise<void> {
  const collection = await findCollection(trx, { collectionId });
  await leaOf(trx, leaId);
  if (!worksInLea(actor, leaId)) throw forbidden(M.leaNotYours);
  if (collection.status === 'Closed') throw conflict(M.closed);
  const list = await lockList(trx, collection.schoolYear, leaId);
  if (list?.status !== 'InVerification') throw conflict(M.listNotInVerification);
  const pending = await trx
    .selectFrom('leavers')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .where('verification_status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  if (pending.n > 0) throw conflict(M.pendingLeft(pending.n));
  await trx
    .updateTable('student_lists')
    .set({ status: 'Verified', verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'list',
    entityId: `${collection.schoolYear}/${leaId}`,
    schoolYear: collection.schoolYear,
    leaId,
    action: 'verified',
    changes: { status: { from: 'InVerification', to: 'Verified' } },
  });
}

/** A state user with collection edit sets a Verified list back to In verification, with a reason. */
export async function setListBack(trx: PsosDb, actor: Actor, collectionId: number, leaId: number, reason: string): Promise<void> {
  const collection = await findCollection(trx, { collectionId });
  if (collection.status === 'Closed') throw conflict(M.closed);
  const list = await lockList(trx, collection.schoolYear, leaId);
  if (list?.status !== 'Verified') throw conflict(M.listNotVerified);
  await trx
    .updateTable('student_lists')
    .set({ status: 'InVerification', verified_at: null, updated_at: sql<Date>`now()` })
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .execute();
  await recordChange(trx, actor, {
    entityType: 'list',
    entityId: `${collection.schoolYear}/${leaId}`,
    schoolYear: collection.schoolYear,
    leaId,
    action: 'set-back',
    changes: { status: { from: 'Verified', to: 'InVerification' } },
    reason: reason.trim(),
  });
}

/** One state student id on two or more LEAs' lists of the collection, none of them excluded: flagged on state tracking. */
export async function crossLeaDuplicates(db: PsosDb, schoolYear: number): Promise<DuplicateYouth[]> {
  const rows = await db
    .selectFrom('leavers as y')
    .innerJoin('directory.leas as l', 'l.id', 'y.lea_id')
    .select([
      'y.state_student_id as stateStudentId',
      'y.id',
      'y.lea_id as leaId',
      'l.lea_code as leaCode',
      'y.verification_status as verification',
    ])
    .where('y.school_year', '=', schoolYear)
    .where('y.verification_status', '<>', 'Excluded')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('leavers as o')
          .select('o.id')
          .whereRef('o.school_year', '=', 'y.school_year')
          .whereRef('o.state_student_id', '=', 'y.state_student_id')
          .whereRef('o.lea_id', '<>', 'y.lea_id')
          .where('o.verification_status', '<>', 'Excluded'),
      ),
    )
    .orderBy('y.state_student_id')
    .orderBy('l.lea_code')
    .execute();
  const grouped = new Map<string, DuplicateYouth>();
  for (const { stateStudentId, ...record } of rows) {
    const entry = grouped.get(stateStudentId) ?? { stateStudentId, records: [] };
    entry.records.push(record);
    grouped.set(stateStudentId, entry);
  }
  return [...grouped.values()];
}

/** The LEA, which must exist: a 404 names an unknown id. */
export async function leaOf(db: PsosDb, leaId: number): Promise<{ id: number; code: string; name: string }> {
  const lea = await db.selectFrom('directory.leas').select(['id', 'lea_code as code', 'name']).where('id', '=', leaId).executeTakeFirst();
  if (!lea) throw notFound(M.noSuchLea);
  return lea;
}
