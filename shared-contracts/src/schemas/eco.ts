import { Type, type Static, type TSchema } from 'typebox';
import { EXCLUSION_REASONS, OUTCOMES, PROGRESS_CATEGORIES } from '../eco/outcome-category';

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));
const byKey = <K extends readonly string[], S extends TSchema>(keys: K, value: S) => Type.Object(Object.fromEntries(keys.map((k) => [k, value])) as Record<K[number], S>);

export const EcoOutcome = literals(OUTCOMES);

/** Indicator B7 for one outcome (eco.md, "The report"): percents of the included children, full precision. */
export const B7OutcomeFigures = Type.Object({
  outcome: EcoOutcome,
  counts: byKey(PROGRESS_CATEGORIES, Type.Integer({ minimum: 0 })),
  included: Type.Integer({ minimum: 0 }),
  percents: byKey(PROGRESS_CATEGORIES, Type.Union([Type.Number(), Type.Null()])),
  summaryStatement1: Type.Union([Type.Number(), Type.Null()], { description: '(c + d) / (a + b + c + d) x 100; null when the denominator is 0' }),
  summaryStatement2: Type.Union([Type.Number(), Type.Null()], { description: '(d + e) / (a + b + c + d + e) x 100; null when the denominator is 0' }),
  excluded: byKey(EXCLUSION_REASONS, Type.Integer({ minimum: 0 })),
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
