import { FieldMessages } from '../field-messages';
import type { FieldErrors } from '../field-rules';
import { isAgeExpected, isValidRating, OUTCOMES, RATING_MIN, type Outcome } from './outcome-category';

/**
 * eco.md's data-entry rules. The rating forms run them as the user types, the eco service runs
 * them on every save, and the import runs them on each row; field keys are the import's column
 * names (entryRatingA, exitRatingB, progressC, …), so a broken rule reads the same everywhere.
 */
export const EcoRatingMessages = {
  ratingRange: 'A rating is a whole number from 1 to 7.',
  exitNeedsEntry: 'An exit rating needs an entry rating for the same outcome.',
  higherNeedsYes: 'The exit rating is higher than the entry rating, so the progress answer must be Yes.',
  sameNeedsYes: 'The exit rating equals the entry rating (2 to 5), so the progress answer must be Yes.',
  progressDecides: 'Answer the progress question: with a lower exit rating, or 1 at entry and exit, it decides the category.',
  progressWithoutExit: 'A progress answer needs an exit rating for the same outcome.',
  ageExpectedWithNo: 'Entry and exit are both age-expected (6 or 7) but the progress answer is No: check it.',
  ageExpectedNeedsYes: 'Entry and exit are both age-expected (6 or 7), so the progress answer must be Yes.',
  progressMissing: 'The progress question is not answered.',
} as const;

export type OutcomeRatings = Record<Outcome, number | null>;
export type OutcomeProgress = Record<Outcome, boolean | null>;

export interface RatingIssues {
  /** Hard errors: nothing is saved while one stands (the import rejects the row, or keeps legacy data flagged). */
  errors: FieldErrors;
  /** Warnings: saved, and shown beside the field. */
  warnings: FieldErrors;
}

/** How a state treats entry 6-7 and exit 6-7 with progress No (eco.md: a warning, which a setting may make an error). */
export const AGE_EXPECTED_WITH_NO = ['warning', 'error'] as const;
export type AgeExpectedWithNo = (typeof AGE_EXPECTED_WITH_NO)[number];

export interface ExitRuleOptions {
  /** Default 'warning'. */
  ageExpectedWithNo?: AgeExpectedWithNo;
}

export const entryRatingField = (outcome: Outcome) => `entryRating${outcome}`;
export const exitRatingField = (outcome: Outcome) => `exitRating${outcome}`;
export const progressField = (outcome: Outcome) => `progress${outcome}`;

/** A rating date is a calendar day, compared with today in the state's time (`today`, YYYY-MM-DD). */
export function ratingDateError(ratingDate: string | null, today: string): string | null {
  return ratingDate !== null && ratingDate > today ? FieldMessages.noFutureDates : null;
}

function rangeErrors(ratings: Partial<OutcomeRatings>, field: (o: Outcome) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const outcome of OUTCOMES) {
    const rating = ratings[outcome];
    if (rating !== null && rating !== undefined && !isValidRating(rating)) errors[field(outcome)] = EcoRatingMessages.ratingRange;
  }
  return errors;
}

export function entryRatingIssues(entry: Partial<OutcomeRatings>): RatingIssues {
  return { errors: rangeErrors(entry, entryRatingField), warnings: {} };
}

/** The exit ratings and progress answers against the entry ratings they follow. */
export function exitRatingIssues(
  entry: Partial<OutcomeRatings>,
  exit: Partial<OutcomeRatings>,
  progress: Partial<OutcomeProgress>,
  { ageExpectedWithNo = 'warning' }: ExitRuleOptions = {},
): RatingIssues {
  const errors: FieldErrors = { ...rangeErrors(entry, entryRatingField), ...rangeErrors(exit, exitRatingField) };
  const warnings: FieldErrors = {};
  for (const outcome of OUTCOMES) {
    const before = entry[outcome] ?? null;
    const after = exit[outcome] ?? null;
    const answer = progress[outcome] ?? null;
    const exitKey = exitRatingField(outcome);
    const progressKey = progressField(outcome);
    if (after === null) {
      if (answer !== null) errors[progressKey] = EcoRatingMessages.progressWithoutExit;
      continue;
    }
    if (before === null) {
      errors[exitKey] ??= EcoRatingMessages.exitNeedsEntry;
      continue;
    }
    if (!isValidRating(before) || !isValidRating(after)) continue;
    // Age-expected at both is the narrower rule, so 6 to 7 with No is its warning (or the state's error), not the higher-exit error.
    if (isAgeExpected(before) && isAgeExpected(after) && answer === false) {
      if (ageExpectedWithNo === 'error') errors[progressKey] = EcoRatingMessages.ageExpectedNeedsYes;
      else warnings[progressKey] = EcoRatingMessages.ageExpectedWithNo;
    } else if (after > before && answer === false) errors[progressKey] = EcoRatingMessages.higherNeedsYes;
    else if (after === before && before > RATING_MIN && answer === false) errors[progressKey] = EcoRatingMessages.sameNeedsYes;
    else if (answer === null && (after < before || (after === RATING_MIN && before === RATING_MIN)))
      errors[progressKey] = EcoRatingMessages.progressDecides;
    else if (answer === null) warnings[progressKey] = EcoRatingMessages.progressMissing;
  }
  return { errors, warnings };
}
