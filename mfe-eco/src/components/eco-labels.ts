import { missingLabel } from '@portal/shared-contracts/eco';
import { type ExclusionReason, type Outcome, type ProgressCategory, type RatingPhase } from '@portal/shared-contracts/eco';

// The labels a list's download writes too live beside its columns in shared-contracts.
export { missingLabel, NextStepLabels, QualityFlagLabels } from '@portal/shared-contracts/eco';

/** The list's "missing" filter: children with a rating or answer still to enter at this phase. */
export const MissingPhaseLabels: Record<RatingPhase, string> = {
  entry: 'Entry ratings missing',
  exit: 'Exit ratings or answers missing',
};

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
