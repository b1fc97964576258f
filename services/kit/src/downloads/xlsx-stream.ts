import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { type TableColumn } from '@portal/shared-contracts';
import { xlsxCell, xlsxFormat } from './cells';

/** Waits until `output` wants more, or is gone (the reader left). */
function writable(output: PassThrough): Promise<void> {
  if (!output.writableNeedDrain || output.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done).off('close', done);
      resolve();
    };
    output.on('drain', done).on('close', done);
  });
}

const YIELD_EVERY_ROWS = 200;

// Excel refuses a sheet name over 31 characters or with any of these.
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';

async function writeWorkbook<R>(
  output: PassThrough,
  columns: readonly TableColumn<R>[],
  rows: AsyncIterable<R> | Iterable<R>,
  sheet: string,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName(sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((column) => {
    const numFmt = xlsxFormat(column as TableColumn<never>);
    return {
      header: column.header,
      key: column.key,
      width: Math.max(12, column.header.length + 2),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  let written = 0;
  for await (const row of rows) {
    if (output.destroyed) return;
    worksheet.addRow(columns.map((column) => xlsxCell(column as TableColumn<never>, column.value(row)))).commit();
    // The zip compresses on the event loop's later turns: give it one every so many rows, and pull
    // the next rows only once the reader has taken what is written, so rows never pile up in it.
    if (++written % YIELD_EVERY_ROWS === 0) await nextTurn();
    await writable(output);
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * An .xlsx file as a stream (exceljs's streaming writer): one sheet, a bold, frozen header row,
 * then a row per record, each committed as it is pulled from `rows`, so the file never sits in memory.
 */
export function xlsxStream<R>(columns: readonly TableColumn<R>[], rows: AsyncIterable<R> | Iterable<R>, sheet: string): Readable {
  const output = new PassThrough();
  writeWorkbook(output, columns, rows, sheet).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
