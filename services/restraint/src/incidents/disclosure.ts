import type { IncidentListItem, IncidentRecord } from '@portal/shared-contracts/restraint';
import { studentRecordLog, type DisclosedStudent } from '@portal/service-kit';

/** The students of a list row, by state student id (a row does not carry their record ids). */
export const studentsOfRow = (row: Pick<IncidentListItem, 'students'>): DisclosedStudent[] =>
  row.students.map((student) => ({ stateStudentId: student.stateStudentId }));

/** The students of one incident's record, by their record ids and state student ids. */
export const studentsOfRecord = (record: Pick<IncidentRecord, 'students'>): DisclosedStudent[] =>
  record.students.map((student) => ({ id: student.id, stateStudentId: student.stateStudentId }));

/** The record of who read students' incident data (the kit's disclosure log). */
export const incidentDisclosures = studentRecordLog('restraint-incident');
