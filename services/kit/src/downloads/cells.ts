import { type CellKind, type CellValue, type TableColumn } from '@portal/shared-contracts';

// A cell a spreadsheet would run as a formula ('=HYPERLINK(...)') gets a leading apostrophe (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as text, never runs: a formula's first character is neutralised. */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const kindOf = (column: TableColumn<never>): CellKind => column.kind ?? 'text';

/** Decimals a number of the kind is shown with; undefined: as it is. */
const DECIMALS: Partial<Record<CellKind, number>> = { percent: 2, rate: 4 };

/** A CSV cell: numbers as written, percents with two decimals, rates with four, days and instants as ISO text, the rest inert text. */
export function csvCell(column: TableColumn<never>, value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const decimals = DECIMALS[kindOf(column)];
    return decimals === undefined ? String(value) : value.toFixed(decimals);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return inertText(value);
}

/** A spreadsheet cell: numbers stay numbers, days and instants become dates, text stays inert. */
export function xlsxCell(column: TableColumn<never>, value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  const kind = kindOf(column);
  // A day is midnight UTC, so the sheet shows the calendar day whatever the reader's time zone.
  if (kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  if (kind === 'instant' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return inertText(value);
}

/** The spreadsheet number format of a column's cells, where it is not General. */
export function xlsxFormat(column: TableColumn<never>): string | undefined {
  switch (kindOf(column)) {
    case 'percent':
      return '0.00';
    case 'rate':
      return '0.0000';
    case 'day':
      return 'mm/dd/yyyy';
    case 'instant':
      return 'yyyy-mm-dd hh:mm:ss';
    default:
      return undefined;
  }
}
