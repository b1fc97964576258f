import { columnOf, type CellValue, type TableColumn } from '../../downloads';
import { formatDateTime } from './date-time-text';
import { formatDay } from './DayPicker';

/**
 * A percent as every page shows it: two decimals of the full-precision figure (no rounding before
 * sums, two decimals on screen), and N/A where there is none: a zero denominator is never 0 %.
 */
export const formatPercent = (value: number | null): string => (value === null ? 'N/A' : `${value.toFixed(2)} %`);

/** A cell as the screen shows it: days MM/DD/YYYY, instants in the user's time, percents with two decimals, rates with four. */
export function cellText(kind: TableColumn<never>['kind'], value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'number') {
    if (kind === 'percent') return formatPercent(value);
    return kind === 'rate' ? value.toFixed(4) : String(value);
  }
  if (typeof value === 'string' && kind === 'day') return formatDay(value);
  if (typeof value === 'string' && kind === 'instant') return formatDateTime(value);
  return String(value);
}

/**
 * An antd column out of a list's shared column definition (shared-contracts, beside the list's
 * schema): its key, header and cell text are those its CSV and .xlsx are written from.
 */
export function tableColumn<Row>(columns: readonly TableColumn<Row>[], key: string) {
  const column = columnOf(columns, key);
  return {
    key,
    dataIndex: key,
    title: column.header,
    render: (_: unknown, row: Row) => cellText(column.kind, column.value(row)),
  };
}
