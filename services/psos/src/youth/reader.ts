import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/service-kit';
import type { PsosDb } from '../db';

/** The caller as PSOS scopes them: their LEAs, or, for a vendor's user, their vendor. */
export interface PsosReader {
  actor: Actor;
  /** The vendor the user works for; null for everyone else. */
  vendorId: number | null;
}

export async function readerOf(db: PsosDb, actor: Actor): Promise<PsosReader> {
  const row = await db.selectFrom('vendor_users').select('vendor_id').where('user_id', '=', actor.userId).executeTakeFirst();
  return { actor, vendorId: row?.vendor_id ?? null };
}

/** The caller's own LEAs, or any with App.data.allleas: the rule the CurrentLeaId header follows. */
export const worksInLea = (actor: Actor, leaId: number): boolean => actor.allLeas || actor.leaIds.includes(leaId);

/**
 * The vendor interviewing a youth (aliased y), or null for the District: the youth's own
 * reassignment, else its LEA's assignment in the collection.
 */
export const assignedVendor = (): RawBuilder<number | null> => sql<number | null>`case
  when y.assignment = 'District' then null
  when y.assignment = 'Vendor' then y.assigned_vendor_id
  else (select a.vendor_id from psos.lea_assignments a where a.school_year = y.school_year and a.lea_id = y.lea_id)
end`;

/**
 * Which youth (aliased y) the reader may see: the one rule the lists, their downloads and every
 * read of one youth apply. A vendor's user sees the youth assigned to the vendor, in any LEA;
 * anyone else their LEAs' youth, or every LEA's with App.data.allleas.
 */
export function youthVisibleTo(reader: PsosReader): RawBuilder<boolean> {
  if (reader.vendorId !== null) return sql<boolean>`${assignedVendor()} = ${reader.vendorId}`;
  if (reader.actor.allLeas) return sql<boolean>`true`;
  if (reader.actor.leaIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`y.lea_id in (${sql.join(reader.actor.leaIds)})`;
}
