import type { TableColumn } from '@portal/shared-contracts';
import type { StateTrackingRow } from '../../api/dashboards';
import { ListStatusLabels } from '../../components/psos-labels';

/** State tracking's columns (psos.md, Dashboards): the table's and its file's. */
export const stateTrackingColumns: readonly TableColumn<StateTrackingRow>[] = [
  { key: 'leaName', header: 'LEA', value: (row) => row.leaName },
  { key: 'leaCode', header: 'LEA code', value: (row) => row.leaCode },
  { key: 'listStatus', header: 'List', value: (row) => (row.listStatus ? ListStatusLabels[row.listStatus] : '') },
  { key: 'vendorName', header: 'Interviewed by', value: (row) => (row.assignment === null ? '' : (row.vendorName ?? 'District')) },
  { key: 'listed', header: 'Listed (L)', kind: 'number', value: (row) => row.listed },
  { key: 'pending', header: 'Pending', kind: 'number', value: (row) => row.pending },
  { key: 'excluded', header: 'Excluded (X)', kind: 'number', value: (row) => row.excluded },
  { key: 'target', header: 'Target (T)', kind: 'number', value: (row) => row.target },
  { key: 'completed', header: 'Completed', kind: 'number', value: (row) => row.completed },
  { key: 'refused', header: 'Refused', kind: 'number', value: (row) => row.refused },
  { key: 'unreachable', header: 'Unreachable', kind: 'number', value: (row) => row.unreachable },
  { key: 'incomplete', header: 'Incomplete', kind: 'number', value: (row) => row.incomplete },
  { key: 'inProgress', header: 'In progress', kind: 'number', value: (row) => row.inProgress },
  { key: 'notContacted', header: 'Not contacted', kind: 'number', value: (row) => row.notContacted },
  { key: 'attempts', header: 'Attempts', kind: 'number', value: (row) => row.attempts },
  { key: 'rawRate', header: 'Raw rate', kind: 'percent', value: (row) => row.rawRate ?? 'N/A' },
  { key: 'adjustedRate', header: 'Adjusted rate', kind: 'percent', value: (row) => row.adjustedRate ?? 'N/A' },
  { key: 'duplicates', header: 'Cross-LEA duplicates', kind: 'number', value: (row) => row.duplicates },
];
