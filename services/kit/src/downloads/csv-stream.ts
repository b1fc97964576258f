import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { type TableColumn } from '@portal/shared-contracts';
import { csvCell } from './cells';

async function* records<R>(columns: readonly TableColumn<R>[], rows: AsyncIterable<R> | Iterable<R>) {
  yield columns.map((column) => column.header);
  for await (const row of rows) yield columns.map((column) => csvCell(column as TableColumn<never>, column.value(row)));
}

/**
 * A CSV file as a stream: the header row, then a row per record, pulled from `rows` only as fast
 * as the reader takes them. UTF-8 with a BOM so spreadsheets read accents; CRLF line ends.
 */
export function csvStream<R>(columns: readonly TableColumn<R>[], rows: AsyncIterable<R> | Iterable<R>): Transform {
  // pipeline ends the row source (a database cursor) when the reader goes away or a row fails.
  return pipeline(Readable.from(records(columns, rows)), stringify({ bom: true, record_delimiter: 'windows' }), () => {});
}
