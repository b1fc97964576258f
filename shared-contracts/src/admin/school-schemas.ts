import { Type, type Static } from 'typebox';
import { listQuery, pageOf } from '../schemas/lists';

/** The limits the school form, the identity service and the schools import all apply. */
export const SchoolLimits = {
  name: 200,
  externalSchoolId: 50,
  /** The largest schools file the import takes, in bytes; a state's schools fit many times over. */
  importBytes: 2 * 1024 * 1024,
  /** The most data rows one import takes, so that one transaction stays short. */
  importRows: 20_000,
} as const;

/** The columns of the third-party schools interface's file, in any order; case, spaces and punctuation in the header do not matter. */
export const SCHOOL_IMPORT_COLUMNS = ['externalSchoolId', 'name', 'leaCode'] as const;
export type SchoolImportColumn = (typeof SCHOOL_IMPORT_COLUMNS)[number];

export const SchoolMessages = {
  notFound: 'There is no school with this id.',
  externalIdTaken: 'Another school already has this external school id.',
  inUse: (name: string) => `${name} cannot be deleted while other records need it.`,
} as const;

/** Why the import refused a whole file, or one of its rows. */
export const SchoolImportMessages = {
  notCsv: (detail: string) => `The file is not valid CSV. ${detail}`,
  empty: 'The file has no header row.',
  missingColumns: (columns: readonly string[]) => `The header row lacks the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  repeatedColumn: (column: string) => `The header row names ${column} twice.`,
  tooManyRows: `The file has more than ${SchoolLimits.importRows} rows; import it in parts.`,
  tooLarge: `The file is larger than ${SchoolLimits.importBytes / (1024 * 1024)} MB; import it in parts.`,
  fieldCount: (found: number, expected: number) => `The row has ${found} fields where the header has ${expected}.`,
  missing: (column: SchoolImportColumn) => `${column} is missing.`,
  tooLong: (column: SchoolImportColumn, length: number) => `${column} is longer than ${length} characters.`,
  unknownLea: (code: string) => `No LEA has the code ${code}.`,
  duplicateId: (id: string, lines: readonly number[]) => `The external school id ${id} is on more than one line (${lines.join(', ')}).`,
} as const;

/** A school as the Manage Schools list and GET api/schools/{id} show it: with its LEA. */
export const School = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The school's key in the third-party schools interface. */
  externalSchoolId: Type.String(),
  leaId: Type.Integer(),
  leaName: Type.String(),
  leaCode: Type.String(),
});
export type School = Static<typeof School>;

const schoolFields = { name: Type.String(), externalSchoolId: Type.String(), leaId: Type.Integer({ minimum: 1 }) };

export const SchoolCreate = Type.Object(schoolFields, { additionalProperties: false });
export type SchoolCreate = Static<typeof SchoolCreate>;

/** PUT api/schools: the school named by its id. */
export const SchoolUpdate = Type.Object({ id: Type.Integer({ minimum: 1 }), ...schoolFields }, { additionalProperties: false });
export type SchoolUpdate = Static<typeof SchoolUpdate>;

export const SCHOOL_SORT_FIELDS = ['name', 'externalSchoolId', 'leaName', 'leaCode'] as const;

/**
 * GET api/schools with spec 3's list parameters: isOrderByParentField sorts by the parent LEA's
 * name first, then by the sort field; leaId keeps one LEA's schools.
 */
export const SchoolListQuery = listQuery(SCHOOL_SORT_FIELDS, {
  isOrderByParentField: Type.Optional(Type.Boolean()),
  leaId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SchoolListQuery = Static<typeof SchoolListQuery>;

export const SchoolPage = pageOf(School);
export type SchoolPage = Static<typeof SchoolPage>;

/**
 * POST api/schools/import?preview=true reports what the file would do and saves nothing, as every
 * import of the engine does; dryRun=true, its name before the engine, is kept for the scripts that send it.
 */
export const SchoolImportQuery = Type.Object(
  { preview: Type.Optional(Type.Boolean()), dryRun: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type SchoolImportQuery = Static<typeof SchoolImportQuery>;

const ImportedSchool = {
  /** The line of the file, the header being line 1. */
  line: Type.Integer(),
  externalSchoolId: Type.String(),
  name: Type.String(),
  leaCode: Type.String(),
};

export const SchoolFieldChange = Type.Object({
  field: Type.Union([Type.Literal('name'), Type.Literal('leaCode')]),
  from: Type.String(),
  to: Type.String(),
});
export type SchoolFieldChange = Static<typeof SchoolFieldChange>;

/** What an import did (or, in a dry run, would do): rows added, changed and refused, and how many were already so. */
export const SchoolImportReport = Type.Object({
  dryRun: Type.Boolean(),
  /** Data rows read, the header and empty lines not counted. */
  rows: Type.Integer(),
  added: Type.Array(Type.Object(ImportedSchool)),
  changed: Type.Array(Type.Object({ ...ImportedSchool, changes: Type.Array(SchoolFieldChange) })),
  unchanged: Type.Integer(),
  rejected: Type.Array(Type.Object({ line: Type.Integer(), externalSchoolId: Type.String(), reasons: Type.Array(Type.String()) })),
  /** Header columns the import does not read. */
  ignoredColumns: Type.Array(Type.String()),
});
export type SchoolImportReport = Static<typeof SchoolImportReport>;
