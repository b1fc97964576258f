/** The files a list or report downloads as: the whole filtered, sorted list, every page of it. */
export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * How a cell is written. `number` and `percent` stay numbers in a spreadsheet (a percent at full
 * precision, shown with two decimals; a `rate` with four); `day` (YYYY-MM-DD) and `instant` (ISO date-time) become
 * dates there and stay ISO text in a CSV, which no spreadsheet locale misreads; `text` is text.
 */
export type CellKind = 'text' | 'number' | 'percent' | 'rate' | 'day' | 'instant';

/** A Date is an instant, however the column is kinded. */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * One column of a list as its page's table and its download both show it: defined once, beside
 * the list's schema, so the file has the screen's columns, headers and values.
 */
export interface TableColumn<Row> {
  /** The table's column key; the sort field where the column sorts. */
  key: string;
  header: string;
  kind?: CellKind;
  /** The cell's value as the screen shows it; a `day` or `instant` as its ISO text. */
  value(row: Row): CellValue;
}

/** Whether a list's `format` asks for a file rather than a page. */
export const isDownloadFormat = (format: string | undefined): format is DownloadFormat =>
  (DOWNLOAD_FORMATS as readonly string[]).includes(format ?? '');

/** The column of `columns` under `key`; a missing one is a programming error. */
export function columnOf<Row>(columns: readonly TableColumn<Row>[], key: string): TableColumn<Row> {
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`No column ${key}`);
  return column;
}
