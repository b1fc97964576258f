import { parse, type CsvError, type Info } from 'csv-parse/sync';
import { SCHOOL_IMPORT_COLUMNS, SchoolImportMessages, SchoolLimits, type SchoolImportColumn } from '@portal/shared-contracts';
import { badRequest } from '@portal/service-kit';

/** A data row of the schools file: the line it ends on (the header is line 1) and its three values, trimmed. */
export interface SchoolFileRow {
  line: number;
  values: Record<SchoolImportColumn, string>;
  /** How many fields the row has, where the header has `expectedFields`. */
  fields: number;
  expectedFields: number;
}

export interface SchoolFile {
  rows: SchoolFileRow[];
  /** Header columns the import does not read, as the file names them. */
  ignoredColumns: string[];
}

// 'External School ID' is externalSchoolId: the Manage Schools export can be imported again.
const columnKey = (header: string) => header.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

function columnPositions(header: readonly string[]): { positions: Record<SchoolImportColumn, number>; ignoredColumns: string[] } {
  const positions: Partial<Record<SchoolImportColumn, number>> = {};
  const ignoredColumns: string[] = [];
  header.forEach((name, index) => {
    const column = SCHOOL_IMPORT_COLUMNS.find((c) => columnKey(c) === columnKey(name));
    if (!column) {
      if (name.trim()) ignoredColumns.push(name.trim());
      return;
    }
    if (positions[column] !== undefined) throw badRequest(SchoolImportMessages.repeatedColumn(column));
    positions[column] = index;
  });
  const missing = SCHOOL_IMPORT_COLUMNS.filter((c) => positions[c] === undefined);
  if (missing.length) throw badRequest(SchoolImportMessages.missingColumns(missing));
  return { positions: positions as Record<SchoolImportColumn, number>, ignoredColumns };
}

function records(text: string): { line: number; fields: string[] }[] {
  try {
    // With `info`, each record comes as { info, record }, which the parser's typings do not say.
    const parsed = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }) as unknown as { info: Info; record: string[] }[];
    return parsed.map(({ info, record }) => ({ line: info.lines, fields: record }));
  } catch (error) {
    throw badRequest(SchoolImportMessages.notCsv((error as CsvError).message));
  }
}

/**
 * Reads the third-party schools interface's CSV file: a header row naming externalSchoolId, name
 * and leaCode in any order (other columns are ignored), then a row per school. A file that
 * cannot be read as a whole is refused; judging each row is left to the import.
 */
export function readSchoolFile(text: string): SchoolFile {
  const [header, ...data] = records(text);
  if (!header) throw badRequest(SchoolImportMessages.empty);
  if (data.length > SchoolLimits.importRows) throw badRequest(SchoolImportMessages.tooManyRows);
  const { positions, ignoredColumns } = columnPositions(header.fields);
  const rows = data.map(({ line, fields }) => ({
    line,
    values: Object.fromEntries(SCHOOL_IMPORT_COLUMNS.map((c) => [c, fields[positions[c]]?.trim() ?? ''])) as Record<SchoolImportColumn, string>,
    fields: fields.length,
    expectedFields: header.fields.length,
  }));
  return { rows, ignoredColumns };
}
