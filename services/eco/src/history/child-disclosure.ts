import { recordDisclosure, type AnyDb, type DisclosedStudent, type DisclosureActor, type DisclosureKind } from '@portal/service-kit';
import type { EcoDb } from '../db';

/**
 * Records that children's data was read (the kit's disclosure log): every child the answer holds,
 * by id and state student id. `db` is the service's database, never the transaction of the read.
 */
export function recordChildrenRead(
  db: EcoDb,
  reader: DisclosureActor,
  read: { kind: DisclosureKind; children: readonly DisclosedStudent[]; leaId: number | null; filter?: Record<string, unknown> },
): Promise<void> {
  return recordDisclosure(db as AnyDb, reader, {
    kind: read.kind,
    recordType: 'child',
    students: read.children,
    leaId: read.leaId,
    filter: read.filter ?? null,
  });
}
