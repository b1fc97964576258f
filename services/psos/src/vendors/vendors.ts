import { sql } from 'kysely';
import { PsosMessages as M, type Vendor, type VendorFields, type VendorUser } from '@portal/shared-contracts/psos';
import { badRequest, changedFields, conflict, notFound, type Actor } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection } from '../collections/collection-read';
import { recordChange } from '../history/psos-history';
import { leaOf } from '../lists/student-lists';

/** Vendors (contracted call centres), by name, with how many users work for each. */
export async function listVendors(db: PsosDb): Promise<Vendor[]> {
  return db
    .selectFrom('vendors as v')
    .select([
      'v.id',
      'v.name',
      'v.active',
      (eb) =>
        eb
          .selectFrom('vendor_users as u')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .whereRef('u.vendor_id', '=', 'v.id')
          .as('users'),
    ])
    .orderBy('v.name')
    .execute() as Promise<Vendor[]>;
}

async function assertNameFree(db: PsosDb, name: string, except: number | null): Promise<void> {
  let query = db
    .selectFrom('vendors')
    .select('id')
    .where(sql`lower(name)`, '=', name.trim().toLowerCase());
  if (except !== null) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) throw conflict(M.vendorNameTaken, { name: M.vendorNameTaken });
}

export async function createVendor(trx: PsosDb, actor: Actor, fields: VendorFields): Promise<number> {
  await assertNameFree(trx, fields.name, null);
  const { id } = await trx
    .insertInto('vendors')
    .values({ name: fields.name.trim(), active: fields.active })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordChange(trx, actor, { entityType: 'vendor', entityId: id, action: 'created', changes: changedFields(null, { ...fields }) });
  return id;
}

export async function updateVendor(trx: PsosDb, actor: Actor, id: number, fields: VendorFields): Promise<void> {
  const before = await trx.selectFrom('vendors').select(['name', 'active']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before) throw notFound(M.noSuchVendor);
  await assertNameFree(trx, fields.name, id);
  const changes = changedFields(before, { name: fields.name.trim(), active: fields.active });
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('vendors')
    .set({ name: fields.name.trim(), active: fields.active, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, actor, { entityType: 'vendor', entityId: id, action: 'changed', changes });
}

/** The users who work for a vendor, with their names from the directory. */
export async function listVendorUsers(db: PsosDb, vendorId: number): Promise<VendorUser[]> {
  if (!(await db.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst())) throw notFound(M.noSuchVendor);
  return db
    .selectFrom('vendor_users as vu')
    .innerJoin('directory.users as u', 'u.id', 'vu.user_id')
    .select(['vu.user_id as userId', 'u.full_name as fullName', 'u.email', 'vu.vendor_id as vendorId'])
    .where('vu.vendor_id', '=', vendorId)
    .orderBy('u.full_name')
    .execute();
}

/** Sets the one vendor a user works for (an administrator's decision), or none. */
export async function setVendorOfUser(trx: PsosDb, actor: Actor, userId: number, vendorId: number | null): Promise<void> {
  if (!(await trx.selectFrom('directory.users').select('id').where('id', '=', userId).executeTakeFirst())) throw notFound(M.noSuchUser);
  if (vendorId !== null && !(await trx.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst()))
    throw badRequest(M.noSuchVendor, { vendorId: M.noSuchVendor });
  const before = await trx.selectFrom('vendor_users').select('vendor_id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if ((before?.vendor_id ?? null) === vendorId) return;
  if (vendorId === null) await trx.deleteFrom('vendor_users').where('user_id', '=', userId).execute();
  else
    await trx
      .insertInto('vendor_users')
      .values({ user_id: userId, vendor_id: vendorId, updated_by: actor.userId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ vendor_id: vendorId, updated_by: actor.userId, updated_at: sql<Date>`now()` }))
      .execute();
  await recordChange(trx, actor, {
    entityType: 'vendor-user',
    entityId: userId,
    action: 'vendor-changed',
    changes: { vendorId: { from: before?.vendor_id ?? null, to: vendorId } },
  });
}

/** Assigns an LEA's interviews in a collection to a vendor (active) or back to the District; a Closed collection is read-only. */
export async function assignLea(trx: PsosDb, actor: Actor, collectionId: number, leaId: number, vendorId: number | null): Promise<void> {
  const collection = await findCollection(trx, { collectionId }, { lock: true });
  if (collection.status === 'Closed') throw conflict(M.closed);
  await leaOf(trx, leaId);
  if (vendorId !== null) {
    const vendor = await trx.selectFrom('vendors').select('active').where('id', '=', vendorId).executeTakeFirst();
    if (!vendor) throw badRequest(M.noSuchVendor, { vendorId: M.noSuchVendor });
    if (!vendor.active) throw conflict(M.vendorInactive, { vendorId: M.vendorInactive });
  }
  const before = await trx
    .selectFrom('lea_assignments')
    .select('vendor_id')
    .where('school_year', '=', collection.schoolYear)
    .where('lea_id', '=', leaId)
    .executeTakeFirst();
  if ((before?.vendor_id ?? null) === vendorId) return;
  if (vendorId === null)
    await trx.deleteFrom('lea_assignments').where('school_year', '=', collection.schoolYear).where('lea_id', '=', leaId).execute();
  else
    await trx
      .insertInto('lea_assignments')
      .values({ school_year: collection.schoolYear, lea_id: leaId, vendor_id: vendorId })
      .onConflict((oc) => oc.columns(['school_year', 'lea_id']).doUpdateSet({ vendor_id: vendorId }))
      .execute();
  await recordChange(trx, actor, {
    entityType: 'list',
    entityId: `${collection.schoolYear}/${leaId}`,
    schoolYear: collection.schoolYear,
    leaId,
    action: 'assigned',
    changes: { vendorId: { from: before?.vendor_id ?? null, to: vendorId } },
  });
}
