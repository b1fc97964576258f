import { recordDisclosure, type AnyDb, type DisclosedStudent, type DisclosureActor, type DisclosureKind } from '@portal/service-kit';
import type { PsosDb } from '../db';

/**
 * Records that leavers' data was read (the kit's disclosure log): every youth the answer holds, by
 * id and state student id. `db` is the service's database, never the transaction of the read.
 */
export function recordYouthRead(
  db: PsosDb,
  reader: DisclosureActor,
  read: { kind: DisclosureKind; youth: readonly DisclosedStudent[]; leaId: number | null; filter?: Record<string, unknown> },
): Promise<void> {
  return recordDisclosure(db as AnyDb, reader, {
    kind: read.kind,
    recordType: 'leaver',
    students: read.youth,
    leaId: read.leaId,
    filter: read.filter ?? null,
  });
}
