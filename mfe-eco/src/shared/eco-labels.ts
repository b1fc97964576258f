import type { ChildNextStep, ExclusionReason, Outcome, ProgressCategory, QualityFlag, RatingPhase } from '@portal/shared-contracts';

/** What comes next for a child's record, in its users' words. */
export const NextStepLabels: Record<ChildNextStep, string> = {
  enterEntryRatings: 'Enter entry ratings',
  submitEntryRatings: 'Submit entry ratings',
  finalizeEntryRatings: 'Finalize entry ratings',
  awaitExit: 'Awaiting exit',
  enterExitRatings: 'Enter exit ratings',
  submitExitRatings: 'Submit exit ratings',
  finalizeExitRatings: 'Finalize exit ratings',
  complete: 'Complete',
};

/** The list's "missing" filter: children with a rating or answer still to enter at this phase. */
export const MissingPhaseLabels: Record<RatingPhase, string> = {
  entry: 'Entry ratings missing',
  exit: 'Exit ratings or answers missing',
};

/**
 * A key of a child's `missing` list in words: entryRatingA → "Entry rating A", progressC →
 * "Progress C". Spelt out from the key, so a key the service adds later still reads as words.
 */
export function missingLabel(key: string): string {
  const words = key.split(/(?=[A-Z])/).map((word) => (word.length > 1 ? word.toLowerCase() : word));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

// The words spelling out a key would get wrong.
const KeyWords: Record<string, string> = { leaCode: 'LEA code' };

/**
 * A column of the ratings import in words, for the import's "column: message" lines: leaCode →
 * "LEA code", entryRatingA → "Entry rating A"; `row` (a fault of the whole line) → "Row".
 */
export const importColumnLabel = (column: string): string => KeyWords[column] ?? missingLabel(column);

/** The three outcomes as OSEP names them. */
export const OutcomeNames: Record<Outcome, string> = {
  A: 'Positive social-emotional skills (including social relationships)',
  B: 'Acquisition and use of knowledge and skills (including early language/communication and early literacy)',
  C: 'Use of appropriate behaviors to meet their needs',
};

/** The progress categories as OSEP's indicator B7 words them (eco.md, "Progress categories"). */
export const CategoryLabels: Record<ProgressCategory, string> = {
  a: 'Did not improve functioning',
  b: 'Improved functioning, but not sufficient to move nearer to functioning comparable to same-aged peers',
  c: 'Improved functioning to a level nearer to same-aged peers, but did not reach it',
  d: 'Improved functioning to reach a level comparable to same-aged peers',
  e: 'Maintained functioning at a level comparable to same-aged peers',
};

/** Why an outcome of a child is left out of the report. */
export const ExclusionReasonLabels: Record<ExclusionReason, string> = {
  missingEntryRating: 'Missing entry rating',
  missingExitRating: 'Missing exit rating',
  invalidEntryRating: 'Invalid entry rating',
  invalidExitRating: 'Invalid exit rating',
  missingProgress: 'Missing progress answer',
  sameRatingWithNo: 'Same rating with progress No',
};

/** A data-quality flag of an outcome (eco.md): the record still counts, or is excluded for its own reason. */
export const QualityFlagLabels: Record<QualityFlag, string> = {
  progressNoImpossible: 'Same rating (2 to 5) at entry and exit with progress No',
  ageExpectedWithNo: 'Age-expected (6 or 7) at entry and exit with progress No',
  progressMissing: 'Progress answer missing where it does not decide the category',
};
