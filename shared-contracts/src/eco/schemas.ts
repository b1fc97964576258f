import { Type, type Static, type TSchema } from 'typebox';
import { FieldMessages } from '../field-messages';
import { literalUnion } from '../schemas/common';
import { EXCLUSION_REASONS, OUTCOMES, PROGRESS_CATEGORIES, QUALITY_FLAGS } from './outcome-category';

const byKey = <K extends readonly string[], S extends TSchema>(keys: K, value: S) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K[number], S>);

export const EcoOutcome = literalUnion(OUTCOMES);

/** Indicator B7 for one outcome (eco.md, "The report"): percents of the included children, full precision. */
export const B7OutcomeFigures = Type.Object({
  outcome: EcoOutcome,
  counts: byKey(PROGRESS_CATEGORIES, Type.Integer({ minimum: 0 })),
  included: Type.Integer({ minimum: 0 }),
  percents: byKey(PROGRESS_CATEGORIES, Type.Union([Type.Number(), Type.Null()])),
  summaryStatement1: Type.Union([Type.Number(), Type.Null()], {
    description: '(c + d) / (a + b + c + d) x 100; null when the denominator is 0',
  }),
  summaryStatement2: Type.Union([Type.Number(), Type.Null()], {
    description: '(d + e) / (a + b + c + d + e) x 100; null when the denominator is 0',
  }),
  excluded: byKey(EXCLUSION_REASONS, Type.Integer({ minimum: 0 })),
  /** eco.md: flagged records are counted on a data-quality view. Included or excluded, each flag counted once per child. */
  flagged: byKey(QUALITY_FLAGS, Type.Integer({ minimum: 0 })),
});
export type B7OutcomeFigures = Static<typeof B7OutcomeFigures>;

/** GET api/eco/reports/b7: the state's figures, or one LEA's, for the school year in the activeschoolyear header. */
export const B7Report = Type.Object({
  schoolYear: Type.Integer(),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  /** Children who exited during the year after at least the minimum days in the program. */
  exited: Type.Integer({ minimum: 0 }),
  /** Exited during the year too soon to be counted (eco.md: 181 days out, 182 in). */
  shortStays: Type.Integer({ minimum: 0 }),
  outcomes: Type.Array(B7OutcomeFigures),
});
export type B7Report = Static<typeof B7Report>;

export const B7ReportQuery = Type.Object({ leaId: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type B7ReportQuery = Static<typeof B7ReportQuery>;

/** One LEA's figures in GET api/eco/reports/b7/leas, named as the directory names it. */
export const B7LeaReport = Type.Object({ ...B7Report.properties, leaName: Type.String(), leaCode: Type.String() });
export type B7LeaReport = Static<typeof B7LeaReport>;

/** GET api/eco/reports/b7/leas: the state's figures and each LEA's, for the school year in the activeschoolyear header. */
export const B7ReportByLea = Type.Object({
  schoolYear: Type.Integer(),
  state: Type.Union([B7Report, Type.Null()], {
    description: 'null for a caller without App.data.allleas: the state figures are not theirs to see',
  }),
  /** The caller's LEAs (every LEA with App.data.allleas) by name; the state-level district only when it has exits in the year. */
  leas: Type.Array(B7LeaReport),
});
export type B7ReportByLea = Static<typeof B7ReportByLea>;

/**
 * GET api/eco/reports/b7/download: the figures of GET api/eco/reports/b7/leas as a file; with
 * public=true, the LEAs' small cells are suppressed as the state's smallCellSize setting says.
 */
export const B7DownloadQuery = Type.Object(
  { format: literalUnion(['csv', 'xlsx'] as const), public: Type.Optional(Type.Boolean({ default: false })) },
  { additionalProperties: false },
);
export type B7DownloadQuery = Static<typeof B7DownloadQuery>;

/** A row of the ECO import (POST api/eco/imports) the service refused, or kept with warnings. */
export const EcoImportRowIssue = Type.Object({
  line: Type.Integer({ description: 'Line of the file, the header being line 1' }),
  stateStudentId: Type.Union([Type.String(), Type.Null()]),
  /** Column to message. */
  reasons: Type.Record(Type.String(), Type.String()),
});
export type EcoImportRowIssue = Static<typeof EcoImportRowIssue>;

export const EcoImportResult = Type.Object({
  /** False for a preview: the same answer, nothing written. */
  committed: Type.Boolean(),
  imported: Type.Integer({ minimum: 0, description: 'Children added' }),
  updated: Type.Integer({ minimum: 0, description: 'Children whose record or ratings changed' }),
  unchanged: Type.Integer({ minimum: 0 }),
  rejected: Type.Array(EcoImportRowIssue),
  warnings: Type.Array(EcoImportRowIssue),
});
export type EcoImportResult = Static<typeof EcoImportResult>;

/** The ECO import's file: these columns in any order (case, spaces and punctuation in the header do not matter). */
export const ECO_IMPORT_COLUMNS = [
  'stateStudentId',
  'firstName',
  'lastName',
  'birthDate',
  'leaCode',
  'schoolCode',
  'entryDate',
  'exitDate',
  'entryRatingA',
  'entryRatingB',
  'entryRatingC',
  'exitRatingA',
  'exitRatingB',
  'exitRatingC',
  'progressA',
  'progressB',
  'progressC',
] as const;
export type EcoImportColumn = (typeof ECO_IMPORT_COLUMNS)[number];

export const EcoImportLimits = {
  /** The largest file, in bytes. */
  importBytes: 10 * 1024 * 1024,
  /** The most data rows one import takes, so that its one transaction stays bounded. */
  importRows: 50_000,
} as const;

/**
 * Why the import refused a whole file (400, 413), or one row (keyed by the column at fault); a row
 * otherwise reads as the child form and the rating rules do (EcoRecordMessages, EcoRatingMessages).
 */
export const EcoImportMessages = {
  notCsv: (detail: string) => `The file is not valid CSV. ${detail}`,
  empty: 'The file has no header row.',
  missingColumns: (columns: readonly string[]) => `The header row lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  repeatedColumn: (column: string) => `The header row names ${column} twice.`,
  tooManyRows: `The file has more than ${EcoImportLimits.importRows} rows; import it in parts.`,
  tooLarge: `The file is larger than ${EcoImportLimits.importBytes / (1024 * 1024)} MB; import it in parts.`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields where the header has ${expected}.`,
  // The shared field text, then how the import writes a date.
  date: `${FieldMessages.invalidDate} Write it as YYYY-MM-DD.`,
  progress: 'The progress answer is Y, N or blank.',
  unknownLea: (code: string) => `No LEA has the code ${code}.`,
  unknownSchool: (code: string) => `The LEA has no school with the code ${code}.`,
  duplicateRow: (line: number) => `Line ${line} already has this stateStudentId and entryDate; this line is not imported.`,
  overlapsRecord: (entryDate: string) =>
    `The child has a program record entered ${entryDate} that overlaps this one: the earlier record needs an exit date before the later entry date.`,
} as const;

/** POST api/eco/imports: with preview=true the answer is the same and nothing is written. */
export const EcoImportQuery = Type.Object({ preview: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false });
export type EcoImportQuery = Static<typeof EcoImportQuery>;
