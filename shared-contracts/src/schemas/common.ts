import { Type, type Static, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { DEFAULT_PAGE_SIZE, Headers, PAGE_SIZES } from '../constants';

/**
 * The one error shape every service answers with. Field errors are
 * `{ caption: message }` so the shell prints "caption: message" (spec 8).
 */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** Reasons a value was refused, shown one per line (the reset-password page's server error list). */
  reasons: Type.Optional(Type.Array(Type.String())),
  /** With a 429: how long to wait, also sent as Retry-After. */
  retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 0 })),
  requestId: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A value or null: a field the record may leave empty. */
export const nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/** Fastify's router answers 414 to a longer path parameter before any schema sees it. */
export const PATH_PARAM_MAX_LENGTH = 100;

/** A record named in the path: a user name, a role name. */
export const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: PATH_PARAM_MAX_LENGTH }) });
export type NameParams = Static<typeof NameParams>;

/** School year: key and label, text like YYYY-YYYY (spec 3). */
export const SchoolYear = Type.Object({
  key: Type.Integer({ description: 'The year the school year ends, e.g. 2026 for 2025-2026' }),
  label: Type.String({ pattern: '^\\d{4}-\\d{4}$' }),
});
export type SchoolYear = Static<typeof SchoolYear>;

/** The school year a call is about (spec 7: every call but the school-years fetch sends it). */
export const ActiveSchoolYearHeaders = Type.Object({
  [Headers.ActiveSchoolYear]: Type.Integer({
    minimum: 2000,
    maximum: 2099,
    description: 'School year by its ending year: 2026 is 2025-2026',
  }),
});
export type ActiveSchoolYearHeaders = Static<typeof ActiveSchoolYearHeaders>;

/**
 * One page of a list; pages are capped at the largest size the tables offer.
 * Closed to other parameters, so a misspelt filter is refused rather than ignored;
 * a list with filters spreads these properties into its own closed object.
 */
export const PageQuery = Type.Object(
  {
    pageNumber: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: Math.max(...PAGE_SIZES), default: DEFAULT_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export const LeaSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  leaCode: Type.String(),
  isIncludedInCharterGroup: Type.Boolean(),
  isNdeLevelDistrict: Type.Boolean(),
});
export type LeaSummary = Static<typeof LeaSummary>;

/** A labelled figure on an application's first page. */
export const Figure = Type.Object({
  key: Type.String(),
  label: Type.String(),
  value: Type.Number(),
});
export type Figure = Static<typeof Figure>;

export const OverviewResponse = Type.Object({
  leaId: Type.Integer(),
  leaName: Type.String(),
  schoolYear: Type.String(),
  figures: Type.Array(Figure),
});
export type OverviewResponse = Static<typeof OverviewResponse>;

export const HealthResponse = Type.Object({ status: Type.String(), service: Type.String() });

/**
 * One of a constant list of strings, as a schema. Typed as a literal of the values' union: Static
 * of a union built over a plain array (not a tuple) would be never.
 */
export const literalUnion = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as TUnion<[TLiteral<T[number]>]>;
