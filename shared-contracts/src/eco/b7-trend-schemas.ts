import { Type, type Static } from 'typebox';
import { EcoOutcome } from './schemas';

/** How many school years before the header's a trend may reach back. */
export const B7_TREND_MAX_PRIOR_YEARS = 5;
export const B7_TREND_DEFAULT_PRIOR_YEARS = 3;

/** GET api/eco/reports/b7/trend: the scope as GET api/eco/reports/b7 takes it, and how many prior years. */
export const B7TrendQuery = Type.Object(
  {
    leaId: Type.Optional(Type.Integer({ minimum: 1 })),
    years: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: B7_TREND_MAX_PRIOR_YEARS,
        default: B7_TREND_DEFAULT_PRIOR_YEARS,
        description: 'Prior school years',
      }),
    ),
  },
  { additionalProperties: false },
);
export type B7TrendQuery = Static<typeof B7TrendQuery>;

/** One outcome's summary statements in one school year, as GET api/eco/reports/b7 gives them for that year. */
export const B7TrendPoint = Type.Object({
  schoolYear: Type.Integer(),
  included: Type.Integer({ minimum: 0 }),
  summaryStatement1: Type.Union([Type.Number(), Type.Null()]),
  summaryStatement2: Type.Union([Type.Number(), Type.Null()]),
});
export type B7TrendPoint = Static<typeof B7TrendPoint>;

/**
 * GET api/eco/reports/b7/trend: each outcome's summary statements in the prior school years and the
 * header's, oldest first, for the state (leaId null) or one LEA.
 */
export const B7Trend = Type.Object({
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  schoolYears: Type.Array(Type.Integer()),
  outcomes: Type.Array(Type.Object({ outcome: EcoOutcome, points: Type.Array(B7TrendPoint) })),
});
export type B7Trend = Static<typeof B7Trend>;
