import type { TableColumn } from '../downloads';
import type { LookupValue } from './lookup-list-schemas';

/** Whether a lookup value is still offered, in the List Manager's words. */
export const LookupValueStatusWords = { active: 'Active', retired: 'Retired' } as const;

/** The List Manager's columns, as its table and its CSV and .xlsx show them; keys are the sort fields where they sort. */
export const lookupValueColumns: readonly TableColumn<LookupValue>[] = [
  { key: 'position', header: 'Position', kind: 'number', value: (v) => v.position },
  { key: 'code', header: 'Code', value: (v) => v.code },
  { key: 'label', header: 'Label', value: (v) => v.label },
  { key: 'status', header: 'Status', value: (v) => (v.retired ? LookupValueStatusWords.retired : LookupValueStatusWords.active) },
  { key: 'retiredAt', header: 'Retired at', kind: 'instant', value: (v) => v.retiredAt },
];
