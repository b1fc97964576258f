import { formatDateTime } from '@portal/shared-contracts/sdk';
import { InterventionTypeLabels, StaffRoleLabels } from '../../components/restraint-labels';
import { DetailTexts as T } from './detail-texts';
import { FormTexts as F } from './form-texts';

const labelOf = (labels: Readonly<Record<string, string>>, field: string) => labels[field] ?? field;

/**
 * A field of the incident's history (the service's `flatIncident` paths) in the form's words, its
 * row named as the history names it: students by state id, interventions by type and start, staff
 * by id and role, injuries and notices by their place.
 */
export function incidentFieldLabel(path: string): string {
  const intervention = /^students\.([^.]+)\.interventions\.([^@]+)@(.+)\.(\w+)$/.exec(path);
  if (intervention) {
    const [, student, type, start, field] = intervention as unknown as [string, string, string, string, string];
    const row = T.historyRows.intervention(labelOf(InterventionTypeLabels, type), formatDateTime(start));
    return `${T.historyRows.student(student)}, ${row}: ${labelOf(F.interventionFields, field)}`;
  }
  const student = /^students\.([^.]+)\.(\w+)$/.exec(path);
  if (student) return `${T.historyRows.student(student[1]!)}: ${labelOf(F.studentFields, student[2]!)}`;
  const staff = /^staff\.([^.]+)\/(\w+)\.(\w+)$/.exec(path);
  if (staff) return `${T.historyRows.staff(staff[1]!, labelOf(StaffRoleLabels, staff[2]!))}: ${labelOf(F.staffFields, staff[3]!)}`;
  const injury = /^injuries\.(\d+)\.(\w+)$/.exec(path);
  if (injury) return `${F.injury(Number(injury[1]) + 1)}: ${labelOf(F.injuryFields, injury[2]!)}`;
  const notice = /^notices\.(\d+)\.(\w+)$/.exec(path);
  if (notice) return `${F.notice(Number(notice[1]) + 1)}: ${labelOf(F.noticeFields, notice[2]!)}`;
  return labelOf({ ...F.fields, privateSchoolId: T.privateSchool }, path);
}
