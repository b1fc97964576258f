import type { TableColumn } from '../downloads';
import type { IncidentListItem } from './schemas';

/** The incidents list's columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const incidentListColumns: readonly TableColumn<IncidentListItem>[] = [
  { key: 'number', header: 'Incident number', value: (i) => i.number },
  { key: 'localIncidentId', header: 'Local incident id', value: (i) => i.localIncidentId },
  { key: 'incidentDate', header: 'Incident date', kind: 'day', value: (i) => i.incidentDate },
  { key: 'leaName', header: 'LEA', value: (i) => i.leaName },
  { key: 'schoolName', header: 'School', value: (i) => i.schoolName },
  { key: 'students', header: 'Students', value: (i) => i.students.map((s) => `${s.name} (${s.stateStudentId})`).join('; ') },
  { key: 'interventionTypes', header: 'Interventions', value: (i) => i.interventionTypes.join(', ') },
  { key: 'status', header: 'Status', value: (i) => i.status },
  { key: 'updatedAt', header: 'Last changed', kind: 'instant', value: (i) => i.updatedAt },
];
