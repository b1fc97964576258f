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

/**
 * The rows of a streamed export, passed on as they come, with each child's ids kept (ids only, so
 * memory stays small) and recorded once the last row has been read, before the file ends: if the
 * entry cannot be written the download fails, so no export leaves unrecorded.
 */
export async function* disclosedAsTheyPass<Row extends { id: number; stateStudentId: string | null }>(
  rows: AsyncIterable<Row>,
  record: (children: DisclosedStudent[]) => Promise<void>,
): AsyncIterable<Row> {
  const read: DisclosedStudent[] = [];
  for await (const row of rows) {
    read.push({ id: row.id, stateStudentId: row.stateStudentId });
    yield row;
  }
  await record(read);
}
