/**
 * The progress category of one outcome for one child (eco.md, "Progress categories"): the one
 * definition the rating forms, the eco service's import and the B7 report share. The report
 * computes in the database from a table the service writes from this function at start-up
 * (every entry, exit and progress combination), so SQL never restates the rule.
 */

export const OUTCOMES = ['A', 'B', 'C'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const PROGRESS_CATEGORIES = ['a', 'b', 'c', 'd', 'e'] as const;
export type ProgressCategory = (typeof PROGRESS_CATEGORIES)[number];

/** The COS scale: whole numbers 1 to 7; 6 and 7 are age-expected. */
export const RATING_MIN = 1;
export const RATING_MAX = 7;
export const AGE_EXPECTED_FROM = 6;

/** Why an outcome of a child is left out of the report. Never imputed. */
export const EXCLUSION_REASONS = [
  'missingEntryRating',
  'missingExitRating',
  'invalidEntryRating',
  'invalidExitRating',
  'missingProgress',
  'sameRatingWithNo',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** Data-quality flags: the record is categorised (or excluded) and counted on the data-quality view. */
export const QUALITY_FLAGS = ['progressNoImpossible', 'ageExpectedWithNo', 'progressMissing'] as const;
export type QualityFlag = (typeof QUALITY_FLAGS)[number];

/**
 * The state's readings of the rule. `sameRatingWithNo`: eco.md's default counts the same rating
 * 2-5 with progress No in b (and flags it); the stricter reading counts it in a, or leaves it out.
 */
export interface CategoryPolicy {
  sameRatingWithNo: SameRatingWithNo;
}

export const SAME_RATING_WITH_NO = ['b', 'a', 'exclude'] as const;
export type SameRatingWithNo = (typeof SAME_RATING_WITH_NO)[number];

export const DEFAULT_CATEGORY_POLICY: CategoryPolicy = { sameRatingWithNo: 'b' };

export interface OutcomeScores {
  entry: number | null;
  exit: number | null;
  /** "Has the child shown any new skills or behaviors related to this outcome since entry?" */
  progress: boolean | null;
}

export type CategoryResult =
  | { category: ProgressCategory; excluded: null; flags: QualityFlag[] }
  | { category: null; excluded: ExclusionReason; flags: QualityFlag[] };

export const isValidRating = (rating: number): boolean => Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
export const isAgeExpected = (rating: number): boolean => rating >= AGE_EXPECTED_FROM;

const counted = (category: ProgressCategory, flags: QualityFlag[] = []): CategoryResult => ({ category, excluded: null, flags });
const left = (excluded: ExclusionReason, flags: QualityFlag[] = []): CategoryResult => ({ category: null, excluded, flags });

export function progressCategory(
  { entry, exit, progress }: OutcomeScores,
  policy: CategoryPolicy = DEFAULT_CATEGORY_POLICY,
): CategoryResult {
  if (entry === null) return left('missingEntryRating');
  if (!isValidRating(entry)) return left('invalidEntryRating');
  if (exit === null) return left('missingExitRating');
  if (!isValidRating(exit)) return left('invalidExitRating');

  // Elsewhere than where it decides between a and b, a missing answer only lowers the data's quality.
  const missing: QualityFlag[] = progress === null ? ['progressMissing'] : [];
  if (isAgeExpected(entry) && isAgeExpected(exit)) return counted('e', progress === false ? ['ageExpectedWithNo'] : missing);
  if (isAgeExpected(exit)) return counted('d', missing);
  if (exit > entry) return counted('c', missing);
  if (exit === entry && entry > RATING_MIN) {
    if (progress !== false) return counted('b', missing);
    const flags: QualityFlag[] = ['progressNoImpossible'];
    return policy.sameRatingWithNo === 'exclude' ? left('sameRatingWithNo', flags) : counted(policy.sameRatingWithNo, flags);
  }
  // Lower at exit, or 1 at both: only here does the answer decide.
  if (progress === null) return left('missingProgress');
  return counted(progress ? 'b' : 'a');
}
