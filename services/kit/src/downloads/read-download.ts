import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { type DownloadFormat } from '@portal/shared-contracts';

export type ReadCell = string | number | Date | null;

/**
 * A downloaded file's rows as a spreadsheet user would read them, header row first, for tests:
 * a CSV through csv-parse (byte-order mark dropped), an .xlsx through exceljs (numbers, dates and
 * text as the cells hold them).
 */
export async function readDownload(bytes: Uint8Array, format: DownloadFormat): Promise<ReadCell[][]> {
  if (format === 'csv') return parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][];
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ReadCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.getCell(i + 1).value as ReadCell) ?? null));
  });
  return rows;
}
