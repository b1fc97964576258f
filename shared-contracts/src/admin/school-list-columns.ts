import type { TableColumn } from '../downloads';
import type { School } from './school-schemas';

/** Manage Schools' columns, as its table and its CSV and .xlsx show them; every key is a sort field. */
export const schoolListColumns: readonly TableColumn<School>[] = [
  { key: 'name', header: 'Name', value: (s) => s.name },
  { key: 'externalSchoolId', header: 'External School ID', value: (s) => s.externalSchoolId },
  { key: 'leaName', header: 'LEA', value: (s) => s.leaName },
  { key: 'leaCode', header: 'LEA Code', value: (s) => s.leaCode },
];
