import { FieldMessages, type FieldErrors } from '@portal/shared-contracts';
import {
  EcoImportMessages,
  EcoRatingMessages,
  EcoRecordMessages,
  OUTCOMES,
  childFieldErrors,
  entryRatingField,
  entryRatingIssues,
  exitRatingField,
  exitRatingIssues,
  progressField,
  type EcoImportColumn,
  type Outcome,
  type OutcomeProgress,
  type OutcomeRatings,
} from '@portal/shared-contracts/eco';
import type { EcoFileRow } from './import-file';

/** A row's values once every check that needs only the row has passed; blank optional cells are null. */
export interface RowValues {
  stateStudentId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  leaCode: string;
  schoolCode: string | null;
  entryDate: string;
  exitDate: string | null;
  /** Null when the row gives no entry rating: the stored entry summary, if any, is left as it is. */
  entry: OutcomeRatings | null;
  /** Null when the row gives no exit rating or progress answer. */
  exit: { ratings: OutcomeRatings; progress: OutcomeProgress } | null;
}

export type RowCheck = { values: RowValues; reasons: null } | { values: null; reasons: FieldErrors };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a real day (no 31 April). */
function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// Anything but a plain decimal number becomes NaN, which the rating rules refuse with their range message.
const ratingOf = (text: string): number | null =>
  text === '' ? null : /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;

// The rating rules' field keys are the import's column names.
const cell = (row: EcoFileRow, column: string) => row.values[column as EcoImportColumn];

const ratingsOf = (row: EcoFileRow, field: (outcome: Outcome) => string): OutcomeRatings =>
  Object.fromEntries(OUTCOMES.map((o) => [o, ratingOf(cell(row, field(o)))])) as OutcomeRatings;

const PROGRESS_ANSWERS: Record<string, boolean | null> = { '': null, Y: true, N: false };

const given = (values: Record<string, unknown>) => Object.values(values).some((v) => v !== null);

/**
 * Everything the row alone can tell: the child record's rules (required values, id and name
 * formats, dates in order and not in the future), dates as YYYY-MM-DD, ratings 1 to 7, progress
 * Y/N, and exit values only with an exit date.
 * `today` is the state's calendar day (YYYY-MM-DD).
 */
export function checkRow(row: EcoFileRow, today: string): RowCheck {
  const v = row.values;
  const reasons: FieldErrors = {};
  if (row.fields !== row.expectedFields) reasons.row = EcoImportMessages.fieldCount(row.fields, row.expectedFields);
  const day = (column: 'birthDate' | 'entryDate' | 'exitDate') => (v[column] && isIsoDate(v[column]) ? v[column] : null);
  // The child form's rules, so an import stores nothing the form would refuse. The file names the
  // LEA by code (checked against the directory) and has no exit reason, which a page adds later.
  const {
    leaId: _byCode,
    exitReason: _addedLater,
    ...childErrors
  } = childFieldErrors(
    {
      stateStudentId: v.stateStudentId,
      firstName: v.firstName,
      lastName: v.lastName,
      birthDate: day('birthDate') ?? '',
      leaId: 0,
      schoolId: null,
      entryDate: day('entryDate') ?? '',
      exitDate: day('exitDate'),
      exitReason: null,
      sex: null,
      raceEthnicity: null,
      disabilityCategory: null,
    },
    today,
  );
  Object.assign(reasons, childErrors);
  if (!v.leaCode) reasons.leaCode = FieldMessages.required;
  for (const column of ['birthDate', 'entryDate', 'exitDate'] as const) {
    if (v[column] && !day(column)) reasons[column] = EcoImportMessages.date;
  }

  const entry = ratingsOf(row, entryRatingField);
  const exitRatings = ratingsOf(row, exitRatingField);
  const progress = {} as OutcomeProgress;
  for (const outcome of OUTCOMES) {
    const answer = PROGRESS_ANSWERS[cell(row, progressField(outcome)).toUpperCase()];
    if (answer === undefined) reasons[progressField(outcome)] = EcoImportMessages.progress;
    progress[outcome] = answer ?? null;
  }
  Object.assign(reasons, entryRatingIssues(entry).errors);
  for (const [column, message] of Object.entries(exitRatingIssues({}, exitRatings, {}).errors)) {
    if (message === EcoRatingMessages.ratingRange) reasons[column] = message;
  }
  const exitGiven = given(exitRatings) || given(progress);
  if (exitGiven && !v.exitDate) reasons.exitDate ??= EcoRecordMessages.exitRatingsNeedExitDate;

  if (Object.keys(reasons).length) return { values: null, reasons };
  return {
    reasons: null,
    values: {
      stateStudentId: v.stateStudentId,
      firstName: v.firstName,
      lastName: v.lastName,
      birthDate: v.birthDate,
      leaCode: v.leaCode,
      schoolCode: v.schoolCode || null,
      entryDate: v.entryDate,
      exitDate: v.exitDate || null,
      entry: given(entry) ? entry : null,
      exit: exitGiven ? { ratings: exitRatings, progress } : null,
    },
  };
}

/**
 * The data-entry rules an exit summary breaks against the entry it follows. The rating forms refuse
 * these; an import keeps them, since they are a district's legacy data, and flags them. Ranges
 * are checked (and refused) by `checkRow`.
 */
export function consistencyWarnings(
  entry: OutcomeRatings | null,
  exit: { ratings: OutcomeRatings; progress: OutcomeProgress },
): FieldErrors {
  const { errors, warnings } = exitRatingIssues(entry ?? {}, exit.ratings, exit.progress);
  return { ...errors, ...warnings };
}
