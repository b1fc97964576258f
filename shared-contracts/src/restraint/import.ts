import { Type, type Static } from 'typebox';
import { FieldMessages } from '../field-messages';

/**
 * The bulk import's file (restraint.md, "Bulk import"): one row per intervention, these columns in
 * any order and any case. The required ones must be in the header; the others may be left out.
 */
export const RESTRAINT_IMPORT_COLUMNS = [
  'lea_code',
  'school_code',
  'local_incident_id',
  'incident_date',
  'discovered_date',
  'student_state_id',
  'student_last_name',
  'student_first_name',
  'birth_date',
  'grade',
  'disability_status',
  'intervention_type',
  'aversive_subtype',
  'start_time',
  'end_time',
  'emergency',
  'reason_code',
  'medical_order',
  'release_checks',
  'staff_trained',
  'student_injury',
  'staff_injury',
  'parent_notified_at',
  'board_reported_at',
  'record_filed_date',
  'location',
  'behavior',
  'deescalation',
] as const;
export type RestraintImportColumn = (typeof RESTRAINT_IMPORT_COLUMNS)[number];

/** Columns a file may leave out of its header: the table's optional and conditional ones. */
export const RESTRAINT_IMPORT_OPTIONAL_COLUMNS: readonly RestraintImportColumn[] = [
  'discovered_date',
  'aversive_subtype',
  'emergency',
  'reason_code',
  'medical_order',
  'release_checks',
  'staff_trained',
  'parent_notified_at',
  'board_reported_at',
  'record_filed_date',
  'location',
  'behavior',
  'deescalation',
];

export const RestraintImportLimits = {
  importBytes: 10 * 1024 * 1024,
  importRows: 50_000,
  localIncidentId: 50,
  name: 100,
  location: 200,
  narrative: 1000,
  /** An intervention longer than this warns (setting). */
  longInterventionMinutes: 60,
  /** Ages outside this range warn. */
  minAge: 3,
  maxAge: 21,
} as const;

/** The state's student id pattern (setting; default 1-20 letters or digits). */
export const DEFAULT_STUDENT_ID_PATTERN = '^[A-Za-z0-9]{1,20}$';

export const IMPORT_GRADES = ['PK', 'KG', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', 'UG'] as const;
export const IMPORT_DISABILITY_STATUSES = ['IDEA', '504', 'NONE'] as const;
export const IMPORT_REASON_CODES = ['HARM_OTHERS', 'HARM_SELF', 'PROPERTY'] as const;

/** Why the import refused a file (400, 413) or a row, or warns of one; the spec's field texts where one fits. */
export const RestraintImportMessages = {
  notCsv: (detail: string) => `The file is not valid CSV. ${detail}`,
  empty: 'The file has no header row.',
  missingColumns: (columns: readonly string[]) => `The header row lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  repeatedColumn: (column: string) => `The header row names ${column} twice.`,
  tooManyRows: `The file has more than ${RestraintImportLimits.importRows} rows; import it in parts.`,
  tooLarge: `The file is larger than ${RestraintImportLimits.importBytes / (1024 * 1024)} MB; import it in parts.`,
  unknownColumn: (column: string) => `The column ${column} is not one the import reads; it is ignored.`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields where the header has ${expected}.`,
  required: FieldMessages.required,
  invalidDate: FieldMessages.invalidDate,
  noFutureDates: FieldMessages.noFutureDates,
  selectFromList: FieldMessages.selectFromList,
  invalidTime: 'Invalid time: enter time as HH:MM (24-hour), e.g. 15:00.',
  invalidDateTime: 'Invalid date and time: enter them as YYYY-MM-DD HH:MM (24-hour, state time).',
  yesNo: 'Enter Y or N.',
  tooLong: (max: number) => `At most ${max} characters.`,
  outsideSchoolYear: (label: string) => `The date is outside the school year ${label}.`,
  discoveredBeforeIncident: 'The discovery date is before the incident date.',
  studentId: 'The state student id is 1 to 20 letters or digits.',
  birthNotBefore: 'The birth date must be before the incident date.',
  age: (age: number) =>
    `The student is ${age} on the incident date, outside ages ${RestraintImportLimits.minAge} to ${RestraintImportLimits.maxAge}.`,
  subtypeRange: 'The aversive subtype is a whole number from 1 to 10.',
  blankForType: (type: string) => `Leave this blank for ${type}.`,
  reasonWithoutEmergency: 'Leave this blank unless emergency is Y.',
  endBeforeStart: 'The end time is before the start time.',
  long: (minutes: number) => `The intervention lasted ${minutes} minutes, over ${RestraintImportLimits.longInterventionMinutes}.`,
  beforeStart: 'The time is before the start of the intervention.',
  filedBeforeIncident: 'The record filed date is before the incident date.',
  unknownLea: (code: string) => `No LEA has the code ${code}.`,
  leaNotWritable: 'You may not write incidents of this LEA.',
  unknownSchool: (code: string) => `The LEA has no school with the code ${code}.`,
  unknownPrivateSchool: (code: string) => `With lea_code blank, school_code names a private school assigned to you; ${code} is none.`,
  duplicateRow: (line: number) => `Line ${line} already has this intervention (same incident, student, type and start time).`,
  incidentDisagrees: (column: string, line: number) => `Rows of one incident must agree: line ${line} has another ${column}.`,
  studentDisagrees: (column: string, line: number) => `Rows of one student must agree: line ${line} has another ${column}.`,
  incidentRejected: (line: number) => `Another row of this incident is rejected (line ${line}), so none of its rows is imported.`,
  otherBirthDate: (birthDate: string) => `A student with this state id is on record with the birth date ${birthDate}.`,
  otherName: (name: string) => `A student with this state id is on record as ${name}.`,
  finalized: (number: string) => `Incident ${number} is finalized; reopen it to change it.`,
  injuryDescription: 'Injury reported by the import; describe it on the incident.',
  cannotFinalize: 'Finalize on commit needs the violation finalize permission.',
} as const;

/** POST api/restraint/imports: preview=true answers the same and writes nothing; finalize=true finalizes each written incident. */
export const RestraintImportQuery = Type.Object(
  {
    preview: Type.Optional(Type.Boolean({ default: false })),
    finalize: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type RestraintImportQuery = Static<typeof RestraintImportQuery>;

/** One problem of a row: the line where the row starts (the header is line 1), the column at fault, what is wrong. */
export const RestraintImportProblem = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  column: Type.String(),
  message: Type.String(),
});
export type RestraintImportProblem = Static<typeof RestraintImportProblem>;

export const RestraintImportChange = Type.Union([Type.Literal('new'), Type.Literal('changed'), Type.Literal('unchanged')]);
export type RestraintImportChange = Static<typeof RestraintImportChange>;

/** An incident the file names; id and number are null in a preview of a new incident. */
export const RestraintImportIncident = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  number: Type.Union([Type.String(), Type.Null()]),
  localIncidentId: Type.String(),
  leaId: Type.Integer(),
  /** The LEA's school, or null for a private school's incident. */
  schoolId: Type.Union([Type.Integer(), Type.Null()]),
  privateSchoolId: Type.Union([Type.Integer(), Type.Null()]),
  change: RestraintImportChange,
  status: Type.Union([Type.Literal('Draft'), Type.Literal('Finalized')]),
});
export type RestraintImportIncident = Static<typeof RestraintImportIncident>;

export const RestraintImportResult = Type.Object({
  /** False for a preview: the same answer, nothing written. */
  committed: Type.Boolean(),
  /** Whether written incidents were finalized ("finalize on commit"). */
  finalize: Type.Boolean(),
  /** The batch kept for a commit (file hash, user, time, results); null for a preview. */
  batchId: Type.Union([Type.Integer(), Type.Null()]),
  fileHash: Type.String(),
  rows: Type.Integer({ minimum: 0 }),
  acceptedRows: Type.Integer({ minimum: 0 }),
  rejectedRows: Type.Integer({ minimum: 0 }),
  newIncidents: Type.Integer({ minimum: 0 }),
  changedIncidents: Type.Integer({ minimum: 0 }),
  unchangedIncidents: Type.Integer({ minimum: 0 }),
  /** The accepted incidents, in the order of their first line. */
  incidents: Type.Array(RestraintImportIncident),
  /** Problems of rejected rows, in file order. */
  rejected: Type.Array(RestraintImportProblem),
  warnings: Type.Array(RestraintImportProblem),
  /** Header columns the import does not read. */
  ignoredColumns: Type.Array(Type.String()),
});
export type RestraintImportResult = Static<typeof RestraintImportResult>;
