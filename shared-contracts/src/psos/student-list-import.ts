import { Type, type Static } from 'typebox';
import { FieldMessages, maxLengthMessage } from '../field-messages';
import { EMAIL } from '../field-rules';
import type { ExitReason } from './codes';
import type { PsosSettings } from './settings';

/**
 * The student list upload (psos.md, "Student lists"): one row per leaver, these columns in any
 * order and any case; the required ones must be in the header. The same file, statewide, builds
 * every LEA's list from the state's exit data, split by leaCode.
 */
export const STUDENT_LIST_COLUMNS = [
  'stateStudentId',
  'leaCode',
  'schoolCode',
  'firstName',
  'lastName',
  'birthDate',
  'exitDate',
  'exitReason',
  'disabilityCategory',
  'sex',
  'raceEthnicity',
  'englishLearner',
  'phone',
  'altPhone',
  'guardianPhone',
  'guardianName',
  'email',
  'street',
  'city',
  'state',
  'zip',
] as const;
export type StudentListColumn = (typeof STUDENT_LIST_COLUMNS)[number];

export const STUDENT_LIST_OPTIONAL_COLUMNS: readonly StudentListColumn[] = [
  'schoolCode',
  'phone',
  'altPhone',
  'guardianPhone',
  'guardianName',
  'email',
  'street',
  'city',
  'state',
  'zip',
];

export const StudentListLimits = {
  importBytes: 20 * 1024 * 1024,
  /** A statewide file of every leaver: 30,000 in a large state. */
  importRows: 100_000,
  name: 50,
  text: 100,
} as const;

export const StudentListMessages = {
  notCsv: (detail: string) => `The file is not valid CSV. ${detail}`,
  empty: 'The file has no header row.',
  missingColumns: (columns: readonly string[]) => `The header row lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  repeatedColumn: (column: string) => `The header row names ${column} twice.`,
  tooManyRows: `The file has more than ${StudentListLimits.importRows} rows; split it by LEA.`,
  tooLarge: `The file is larger than ${StudentListLimits.importBytes / (1024 * 1024)} MB; split it by LEA.`,
  unknownColumn: (column: string) => `The column ${column} is not one the list reads; it is ignored.`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields where the header has ${expected}.`,
  required: FieldMessages.required,
  invalidDate: 'Enter the date as YYYY-MM-DD, a real date.',
  noFutureDates: FieldMessages.noFutureDates,
  selectFromList: FieldMessages.selectFromList,
  stateStudentId: 'The state student id is 1 to 20 letters or digits.',
  repeatedStudent: (line: number) => `Line ${line} already lists this state student id; a youth is listed once.`,
  tooLong: (max: number) => maxLengthMessage(max),
  exitOutsideYear: (label: string) => `The exit date is outside the school year ${label} (1 July to 30 June).`,
  birthNotBefore: 'The birth date must be before the exit date.',
  age: (age: number, min: number, max: number) => `The youth was ${age} on the exit date, outside ages ${min} to ${max}.`,
  exitReasonNotIncluded: (code: string) => `${code} is not an exit reason the survey includes.`,
  yesNo: 'Enter Y or N.',
  phone: 'Enter 10 digits; spaces, - . ( ) and a leading +1 may stay.',
  email: FieldMessages.email,
  state: 'Enter the state as 2 letters.',
  zip: 'Enter the zip as 12345 or 12345-6789.',
  unknownLea: (code: string) => `No LEA has the code ${code}.`,
  notTheSelectedLea: (code: string) => `This list is the selected LEA's (${code}); a row of another LEA belongs in its own list.`,
  leaNotWritable: 'You may not write the student list of this LEA.',
  unknownSchool: (code: string) => `The LEA has no school with the code ${code}.`,
  listVerified: (code: string) => `The list of ${code} is Verified; a state user with collection edit sets it back before it changes.`,
} as const;

/** A row as the list keeps it, once checked. */
export interface ListRowValues {
  stateStudentId: string;
  leaCode: string;
  schoolCode: string | null;
  firstName: string;
  lastName: string;
  birthDate: string;
  exitDate: string;
  exitReason: ExitReason;
  disabilityCategory: string;
  sex: string;
  raceEthnicity: string;
  englishLearner: boolean;
  phone: string | null;
  altPhone: string | null;
  guardianPhone: string | null;
  guardianName: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface ListRowProblem {
  column: string;
  message: string;
}

/** What a row is checked against besides itself. */
export interface ListRowContext {
  /** The collection's school year, by the year it ends: exits 1 July of the year before to 30 June. */
  schoolYear: number;
  /** The state's today, YYYY-MM-DD. */
  today: string;
  settings: Pick<PsosSettings, 'includedExitReasons' | 'ageMin' | 'ageMax'>;
  /** The codes the admin lists offer. */
  codes: { disabilityCategory: ReadonlySet<string>; sex: ReadonlySet<string>; raceEthnicity: ReadonlySet<string> };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isRealDay = (value: string): boolean => {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

/** Whole years from `birth` to `on`, both YYYY-MM-DD. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** The 10 digits of a phone number, with spaces, - . ( ) and a leading +1 ignored; null when it is not one. */
export function phoneDigits(value: string): string | null {
  const digits = value.replace(/[\s\-.()]/g, '').replace(/^\+1/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

const STUDENT_ID = /^[A-Za-z0-9]{1,20}$/;

/**
 * One row's problems (several where several columns are wrong) and, when there is none, its
 * values as the list keeps them. The LEA, the school and a repeated id are checked by the caller,
 * which knows the directory and the other rows.
 */
export function checkListRow(
  raw: Record<StudentListColumn, string>,
  context: ListRowContext,
): { values: ListRowValues | null; problems: ListRowProblem[] } {
  const M = StudentListMessages;
  const problems: ListRowProblem[] = [];
  const fail = (column: StudentListColumn, message: string) => problems.push({ column, message });
  const required = (column: StudentListColumn): string | null => {
    if (!raw[column]) fail(column, M.required);
    return raw[column] || null;
  };
  const text = (column: StudentListColumn, max: number, isRequired = false): string | null => {
    const value = isRequired ? required(column) : raw[column] || null;
    if (value && value.length > max) fail(column, M.tooLong(max));
    return value;
  };
  const day = (column: StudentListColumn): string | null => {
    const value = required(column);
    if (value && !isRealDay(value)) {
      fail(column, M.invalidDate);
      return null;
    }
    return value;
  };
  const code = (column: 'disabilityCategory' | 'sex' | 'raceEthnicity') => {
    const value = required(column);
    if (value && !context.codes[column].has(value)) fail(column, M.selectFromList);
    return value;
  };
  const phone = (column: StudentListColumn): string | null => {
    if (!raw[column]) return null;
    const digits = phoneDigits(raw[column]);
    if (!digits) fail(column, M.phone);
    return digits;
  };

  const stateStudentId = required('stateStudentId');
  if (stateStudentId && !STUDENT_ID.test(stateStudentId)) fail('stateStudentId', M.stateStudentId);
  const leaCode = required('leaCode');
  const firstName = text('firstName', StudentListLimits.name, true);
  const lastName = text('lastName', StudentListLimits.name, true);
  const birthDate = day('birthDate');
  const exitDate = day('exitDate');
  if (exitDate) {
    const start = `${context.schoolYear - 1}-07-01`;
    const end = `${context.schoolYear}-06-30`;
    if (exitDate < start || exitDate > end) fail('exitDate', M.exitOutsideYear(`${context.schoolYear - 1}-${context.schoolYear}`));
    else if (exitDate > context.today) fail('exitDate', M.noFutureDates);
  }
  if (birthDate && exitDate) {
    const age = ageOn(birthDate, exitDate);
    if (birthDate >= exitDate) fail('birthDate', M.birthNotBefore);
    else if (age < context.settings.ageMin || age > context.settings.ageMax)
      fail('birthDate', M.age(age, context.settings.ageMin, context.settings.ageMax));
  }
  const exitReason = required('exitReason');
  if (exitReason && !context.settings.includedExitReasons.includes(exitReason as ExitReason))
    fail('exitReason', M.exitReasonNotIncluded(exitReason));
  const disabilityCategory = code('disabilityCategory');
  const sex = code('sex');
  const raceEthnicity = code('raceEthnicity');
  const el = required('englishLearner')?.toUpperCase() ?? null;
  if (el && el !== 'Y' && el !== 'N') fail('englishLearner', M.yesNo);
  const phones = { phone: phone('phone'), altPhone: phone('altPhone'), guardianPhone: phone('guardianPhone') };
  const guardianName = text('guardianName', StudentListLimits.text);
  const email = text('email', StudentListLimits.text);
  if (email && !EMAIL.test(email)) fail('email', M.email);
  const street = text('street', StudentListLimits.text);
  const city = text('city', StudentListLimits.text);
  const state = raw.state ? raw.state.toUpperCase() : null;
  if (state && !/^[A-Z]{2}$/.test(state)) fail('state', M.state);
  const zip = raw.zip || null;
  if (zip && !/^\d{5}(-\d{4})?$/.test(zip)) fail('zip', M.zip);

  if (problems.length > 0) return { values: null, problems };
  return {
    values: {
      stateStudentId: stateStudentId!,
      leaCode: leaCode!,
      schoolCode: raw.schoolCode || null,
      firstName: firstName!,
      lastName: lastName!,
      birthDate: birthDate!,
      exitDate: exitDate!,
      exitReason: exitReason as ExitReason,
      disabilityCategory: disabilityCategory!,
      sex: sex!,
      raceEthnicity: raceEthnicity!,
      englishLearner: el === 'Y',
      ...phones,
      guardianName,
      email,
      street,
      city,
      state,
      zip,
    },
    problems,
  };
}

/** POST api/psos/student-lists/imports: the collection, the LEA of a district's list (none: a statewide file), preview. */
export const StudentListImportQuery = Type.Object(
  {
    collectionId: Type.Integer({ minimum: 1 }),
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
    preview: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type StudentListImportQuery = Static<typeof StudentListImportQuery>;

export const StudentListImportProblem = Type.Object({
  /** The line the row starts on; the header is line 1. */
  line: Type.Integer({ minimum: 1 }),
  column: Type.String(),
  message: Type.String(),
});
export type StudentListImportProblem = Static<typeof StudentListImportProblem>;

/** What the file does to one LEA's list. */
export const StudentListImportLea = Type.Object({
  leaId: Type.Integer(),
  leaCode: Type.String(),
  newYouth: Type.Integer({ minimum: 0 }),
  changedYouth: Type.Integer({ minimum: 0 }),
  unchangedYouth: Type.Integer({ minimum: 0 }),
  /** Missing from the file with no attempt or interview: removed from the list. */
  removedYouth: Type.Integer({ minimum: 0 }),
});

/** Missing from the file but kept, as they have an attempt or interview: the user decides their exclusion. */
export const KeptMissingYouth = Type.Object({ id: Type.Integer(), stateStudentId: Type.String(), leaId: Type.Integer() });

export const StudentListImportResult = Type.Object({
  committed: Type.Boolean(),
  rows: Type.Integer({ minimum: 0 }),
  acceptedRows: Type.Integer({ minimum: 0 }),
  rejectedRows: Type.Integer({ minimum: 0 }),
  newYouth: Type.Integer({ minimum: 0 }),
  changedYouth: Type.Integer({ minimum: 0 }),
  unchangedYouth: Type.Integer({ minimum: 0 }),
  removedYouth: Type.Integer({ minimum: 0 }),
  leas: Type.Array(StudentListImportLea),
  keptMissing: Type.Array(KeptMissingYouth),
  rejected: Type.Array(StudentListImportProblem),
  warnings: Type.Array(StudentListImportProblem),
  ignoredColumns: Type.Array(Type.String()),
});
export type StudentListImportResult = Static<typeof StudentListImportResult>;
