import { Type, type Static } from 'typebox';
import { schoolYearLabel } from '../school-year';
import { ListFormat } from '../schemas/lists';

/** The kinds of day an LEA school calendar holds; partial and early-release days count as school days, the others do not. */
export const SCHOOL_DAY_KINDS = ['instructional', 'partial', 'early-release', 'extended-year', 'closed'] as const;
export type SchoolDayKindValue = (typeof SCHOOL_DAY_KINDS)[number];

export const SCHOOL_CALENDAR_COLUMNS = ['date', 'kind', 'note'] as const;
export type SchoolCalendarColumn = (typeof SCHOOL_CALENDAR_COLUMNS)[number];

export const CalendarLimits = {
  holidayName: 100,
  note: 200,
  /** A school year has at most 366 days; a calendar file larger than this is not one. */
  importBytes: 256 * 1024,
  importRows: 366,
  /** School years (keyed by the year they end in) the calendars take. */
  firstSchoolYear: 2000,
  lastSchoolYear: 2100,
} as const;

const SchoolYearKey = Type.Integer({
  minimum: CalendarLimits.firstSchoolYear,
  maximum: CalendarLimits.lastSchoolYear,
  description: 'The school year, keyed by the year it ends in (2025 is 2024-2025: 1 July 2024 to 30 June 2025)',
});
const DateOnly = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

export const CalendarMessages = {
  holidayNotFound: 'There is no such state holiday.',
  holidayTaken: (date: string, name: string) => `There is already a holiday on ${date}: ${name}.`,
  noCalendar: (schoolYear: number) => `This LEA has no school calendar for ${schoolYearLabel(schoolYear)}.`,
  notImported: (lines: number) =>
    `The calendar was not imported: ${lines} line${lines === 1 ? ' has' : 's have'} errors. Correct them and import the file again.`,
  line: (line: number, column: string | null, message: string) => `Line ${line}${column ? `, ${column}` : ''}: ${message}`,
  noDays: 'The file lists no days: a school calendar has a line per school day of the year.',
  outsideYear: (schoolYear: number) =>
    `The date is not in the school year ${schoolYearLabel(schoolYear)} (1 July ${schoolYear - 1} to 30 June ${schoolYear}).`,
  kind: `Kind must be one of ${SCHOOL_DAY_KINDS.join(', ')}.`,
  noteTooLong: `The note is longer than ${CalendarLimits.note} characters.`,
  repeatedDate: (date: string, lines: readonly number[]) => `The date ${date} is on more than one line (${lines.join(', ')}).`,
  notCsv: (detail: string) => `The file is not valid CSV. ${detail}`,
  empty: 'The file has no header row.',
  missingColumns: (columns: readonly string[]) => `The header row lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  repeatedColumn: (column: string) => `The header row names ${column} twice.`,
  tooManyRows: `The file has more than ${CalendarLimits.importRows} rows: a school calendar has a line per day of one school year.`,
  tooLarge: `The file is larger than ${CalendarLimits.importBytes / 1024} KB: a school calendar has a line per day of one school year.`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields where the header has ${expected}.`,
} as const;

/** A day of the state holiday calendar: no business day, and no school day unless an LEA calendar says so. */
export const StateHoliday = Type.Object({
  id: Type.Integer(),
  date: DateOnly,
  name: Type.String(),
  schoolYear: Type.Integer(),
});
export type StateHoliday = Static<typeof StateHoliday>;

export const SchoolYearQuery = Type.Object({ schoolYear: SchoolYearKey }, { additionalProperties: false });
export type SchoolYearQuery = Static<typeof SchoolYearQuery>;

export const AddStateHolidayRequest = Type.Object(
  { date: DateOnly, name: Type.String({ minLength: 1, maxLength: CalendarLimits.holidayName }) },
  { additionalProperties: false },
);
export type AddStateHolidayRequest = Static<typeof AddStateHolidayRequest>;

export const StateHolidayParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type StateHolidayParams = Static<typeof StateHolidayParams>;

export const SchoolCalendarParams = Type.Object({ leaId: Type.Integer({ minimum: 1 }), schoolYear: SchoolYearKey });
export type SchoolCalendarParams = Static<typeof SchoolCalendarParams>;

/** GET an LEA's calendar: csv or xlsx answers its days as a file, with the page's columns. */
export const SchoolCalendarQuery = Type.Object({ format: Type.Optional(ListFormat) }, { additionalProperties: false });
export type SchoolCalendarQuery = Static<typeof SchoolCalendarQuery>;

export const SchoolCalendarDay = Type.Object({
  date: DateOnly,
  kind: Type.Union([
    Type.Literal('instructional'),
    Type.Literal('partial'),
    Type.Literal('early-release'),
    Type.Literal('extended-year'),
    Type.Literal('closed'),
  ]),
  note: Type.Union([Type.String(), Type.Null()]),
});
export type SchoolCalendarDay = Static<typeof SchoolCalendarDay>;

const dayCounts = Type.Object(
  Object.fromEntries(SCHOOL_DAY_KINDS.map((k) => [k, Type.Integer()])) as Record<SchoolDayKindValue, ReturnType<typeof Type.Integer>>,
);

/** An LEA's school calendar of one year as listed: days not in it are closed. */
export const SchoolCalendarSummary = Type.Object({
  leaId: Type.Integer(),
  leaName: Type.String(),
  schoolYear: Type.Integer(),
  importedAt: Type.String({ format: 'date-time' }),
  /** Days by kind. */
  counts: dayCounts,
});
export type SchoolCalendarSummary = Static<typeof SchoolCalendarSummary>;

export const SchoolCalendar = Type.Object({ ...SchoolCalendarSummary.properties, days: Type.Array(SchoolCalendarDay) });
export type SchoolCalendar = Static<typeof SchoolCalendar>;
