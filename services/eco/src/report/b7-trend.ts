import { OUTCOMES, type B7Trend } from '@portal/shared-contracts/eco';
import type { EcoDb } from '../db';
import { b7Report } from './b7-report';

/**
 * Each outcome's summary statements in `priorYears` school years before `schoolYear` and in it, oldest
 * first: each year is that year's B7 report, so a year's point is what the report says for that year.
 */
export async function b7Trend(db: EcoDb, schoolYear: number, priorYears: number, leaId: number | null): Promise<B7Trend> {
  const schoolYears = Array.from({ length: priorYears + 1 }, (_, i) => schoolYear - priorYears + i);
  const reports = await Promise.all(schoolYears.map((year) => b7Report(db, year, leaId)));
  return {
    leaId,
    schoolYears,
    outcomes: OUTCOMES.map((outcome) => ({
      outcome,
      points: reports.map(({ schoolYear: year, outcomes }) => {
        const figures = outcomes.find((candidate) => candidate.outcome === outcome)!;
        return {
          schoolYear: year,
          included: figures.included,
          summaryStatement1: figures.summaryStatement1,
          summaryStatement2: figures.summaryStatement2,
        };
      }),
    })),
  };
}
