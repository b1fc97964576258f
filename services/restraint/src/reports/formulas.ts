/**
 * The formulas of restraint.md "Reports and formulas", pure: percents x 100 at full precision
 * (the screen and the files show two decimals), rates with four decimals, and no figure (null,
 * shown N/A) where the denominator is zero or missing.
 */

const RATE_DECIMALS = 4;

/** Instances per teacher or per pupil, to four decimals; null when the denominator is missing or 0. */
export function ratePer(instances: number, denominator: number | null): number | null {
  if (denominator === null || denominator === 0) return null;
  const scale = 10 ** RATE_DECIMALS;
  return Math.round((instances / denominator) * scale) / scale;
}

/** part / whole x 100, full precision; null for a zero denominator. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

/** The annual report's counts of a school (or of the LEA, or the state). */
export interface AnnualCounts {
  physical: number;
  mechanical: number;
  violations: number;
}

/** Teachers employed and pupils enrolled, as the LEA entered them; null until it has. */
export interface AnnualDenominators {
  teachers: number | null;
  pupils: number | null;
}

export interface AnnualRates {
  physicalPerTeacher: number | null;
  physicalPerPupil: number | null;
  mechanicalPerTeacher: number | null;
  mechanicalPerPupil: number | null;
  violationsPerTeacher: number | null;
  violationsPerPupil: number | null;
}

/** Rate per teacher and per pupil of physical restraint, mechanical restraint and violations (NRS 388.515). */
export function annualRates(counts: AnnualCounts, { teachers, pupils }: AnnualDenominators): AnnualRates {
  return {
    physicalPerTeacher: ratePer(counts.physical, teachers),
    physicalPerPupil: ratePer(counts.physical, pupils),
    mechanicalPerTeacher: ratePer(counts.mechanical, teachers),
    mechanicalPerPupil: ratePer(counts.mechanical, pupils),
    violationsPerTeacher: ratePer(counts.violations, teachers),
    violationsPerPupil: ratePer(counts.violations, pupils),
  };
}

/**
 * A total's denominator: the sum of the schools', or null when any school has none yet, since a
 * rate over some schools' teachers and every school's instances would be too high.
 */
export function totalDenominator(values: readonly (number | null)[]): number | null {
  return values.some((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + value!, 0);
}

/** Board-report timeliness % = violations reported in 24 hours / violations with a report time. */
export const boardTimeliness = (reportedIn24Hours: number, withReportTime: number) => percentOf(reportedIn24Hours, withReportTime);

/** Plan timeliness % = plans met / plans whose due date fell in the period. */
export const planTimeliness = (met: number, dueInPeriod: number) => percentOf(met, dueInPeriod);

/** Notice timeliness % = notices on time / notices due. */
export const noticeTimeliness = (onTime: number, due: number) => percentOf(onTime, due);

/** Repeat-use rate % = students with 3 or more reports / students with at least 1. */
export const repeatUseRate = (withThreeOrMore: number, withAny: number) => percentOf(withThreeOrMore, withAny);
