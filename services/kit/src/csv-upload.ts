import { parse, type CsvError, type Info } from 'csv-parse/sync';
import { badRequest } from './errors';

/** Why an upload was refused as a whole, in words the page shows. */
export interface CsvFileMessages {
  notCsv(detail: string): string;
  empty: string;
  missingColumns(columns: readonly string[]): string;
  repeatedColumn(column: string): string;
  tooManyRows: string;
  tooLarge: string;
}

export interface CsvFileSpec<C extends string> {
  /** The columns the import reads, in any order in the file; others are ignored. */
  columns: readonly C[];
  /** Columns of `columns` a file may leave out; their values are then empty. */
  optional?: readonly C[];
  maxBytes: number;
  /** The most data rows one import takes, so that its one transaction stays short. */
  maxRows: number;
  messages: CsvFileMessages;
}

/** A data row: the line it ends on (the header is line 1) and the import's values, trimmed. */
export interface CsvFileRow<C extends string> {
  line: number;
  /** The line it starts on: before `line` when a quoted value holds line breaks. */
  firstLine: number;
  values: Record<C, string>;
  /** How many fields the row has, where the header has `expectedFields`. */
  fields: number;
  expectedFields: number;
}

export interface CsvFile<C extends string> {
  rows: CsvFileRow<C>[];
  /** Header columns the import does not read, as the file names them. */
  ignoredColumns: string[];
}

// 'External School ID' is externalSchoolId: a list's export can be imported again.
const columnKey = (header: string) => header.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

function columnPositions<C extends string>(
  header: readonly string[],
  spec: CsvFileSpec<C>,
): { positions: Record<C, number>; ignoredColumns: string[] } {
  const positions: Partial<Record<C, number>> = {};
  const ignoredColumns: string[] = [];
  header.forEach((name, index) => {
    const column = spec.columns.find((c) => columnKey(c) === columnKey(name));
    if (!column) {
      if (name.trim()) ignoredColumns.push(name.trim());
      return;
    }
    if (positions[column] !== undefined) throw badRequest(spec.messages.repeatedColumn(column));
    positions[column] = index;
  });
  const missing = spec.columns.filter((c) => positions[c] === undefined && !spec.optional?.includes(c));
  if (missing.length) throw badRequest(spec.messages.missingColumns(missing));
  return { positions: positions as Record<C, number>, ignoredColumns };
}

function records(text: string, messages: CsvFileMessages): { line: number; firstLine: number; fields: string[] }[] {
  try {
    // With `info`, each record comes as { info, record }, which the parser's typings do not say.
    const parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { info: Info; record: string[] }[];
    // A record starts on the line after the one before it ended, past the empty lines skipped in between.
    let ended = 0;
    let skipped = 0;
    return parsed.map(({ info, record }) => {
      const firstLine = ended + 1 + (info.empty_lines - skipped);
      ended = info.lines;
      skipped = info.empty_lines;
      return { line: info.lines, firstLine, fields: record };
    });
  } catch (error) {
    throw badRequest(messages.notCsv((error as CsvError).message));
  }
}

/**
 * Reads an import's CSV file: a header row naming the spec's columns in any order (case, spaces
 * and punctuation aside), then a row per record. A file that cannot be read as a whole is refused
 * with 400; judging each row is left to the import.
 */
export function readCsvFile<C extends string>(text: string, spec: CsvFileSpec<C>): CsvFile<C> {
  const [header, ...data] = records(text, spec.messages);
  if (!header) throw badRequest(spec.messages.empty);
  if (data.length > spec.maxRows) throw badRequest(spec.messages.tooManyRows);
  const { positions, ignoredColumns } = columnPositions(header.fields, spec);
  const rows = data.map(({ line, firstLine, fields }) => ({
    line,
    firstLine,
    values: Object.fromEntries(
      spec.columns.map((c) => [c, positions[c] === undefined ? '' : (fields[positions[c]]?.trim() ?? '')]),
    ) as Record<C, string>,
    fields: fields.length,
    expectedFields: header.fields.length,
  }));
  return { rows, ignoredColumns };
}
