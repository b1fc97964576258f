import type { IncidentListItem, IncidentRecord } from '@portal/shared-contracts/restraint';
import { recordDisclosure, type AnyDb, type DisclosedStudent, type DisclosureActor, type DisclosureKind } from '@portal/service-kit';
import type { RestraintDb } from '../db';

/** The students of a list row, by state student id (a row does not carry their record ids). */
export const studentsOfRow = (row: Pick<IncidentListItem, 'students'>): DisclosedStudent[] =>
  row.students.map((student) => ({ stateStudentId: student.stateStudentId }));

/** The students of one incident's record, by their record ids and state student ids. */
export const studentsOfRecord = (record: Pick<IncidentRecord, 'students'>): DisclosedStudent[] =>
  record.students.map((student) => ({ id: student.id, stateStudentId: student.stateStudentId }));

/**
 * Records that students' incident data was read (the kit's disclosure log). `db` is the service's
 * database, never the transaction of the read.
 */
export function recordIncidentsRead(
  db: RestraintDb,
  reader: DisclosureActor,
  read: { kind: DisclosureKind; students: readonly DisclosedStudent[]; leaId: number | null; filter?: Record<string, unknown> },
): Promise<void> {
  return recordDisclosure(db as AnyDb, reader, {
    kind: read.kind,
    recordType: 'restraint-incident',
    students: read.students,
    leaId: read.leaId,
    filter: read.filter ?? null,
  });
}
