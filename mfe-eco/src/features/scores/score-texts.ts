import type { RatingPhase, RatingStatus } from '@portal/shared-contracts/eco';

/** What the Entry Score and Exit Score pages say. */
export const ScoreTexts = {
  chooseChild: 'Choose a child in Child Search first.',
  openSearch: 'Open Child Search',
  notFound: 'This child could not be found, or is not in your LEAs.',
  child: 'Child',
  editChild: 'Edit child',
  ratingsTitle: (phase: RatingPhase) => (phase === 'entry' ? 'Entry ratings' : 'Exit ratings'),
  ratingDate: 'Rating date',
  rating: (outcome: string) => `Outcome ${outcome} rating`,
  entryRating: 'Entry rating',
  /** The state's wording continues "Outcome A: ", so a capital that only starts the sentence is lowered (an acronym's is kept). */
  progress: (outcome: string, question: string) =>
    `Outcome ${outcome}: ${question.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}`,
  yes: 'Yes',
  no: 'No',
  category: 'Category',
  noCategory: 'Not categorised',
  qualityFlag: (flag: string) => `Data quality: ${flag}`,
  status: 'Status',
  notStarted: 'Not started',
  save: 'Save',
  saved: 'Ratings saved',
  submit: 'Submit',
  submitted: 'Ratings submitted',
  finalize: 'Finalize',
  finalized: 'Ratings finalized',
  unlock: 'Unlock',
  unlocked: 'Ratings unlocked',
  unlockTitle: 'Unlock the finalized ratings',
  unlockReason: 'Reason for unlocking',
  readOnly: 'These ratings are finalized and read-only. A user with the unlock permission can unlock them, giving a reason.',
  needEntryFirst: 'Enter and save the entry ratings before the exit ratings.',
  needExitDate: "Give the child's exit date (Edit child) before entering exit ratings.",
  unsaved: 'Save your changes before submitting.',
  lastUnlock: (when: string, reason: string) => `Unlocked ${when}: ${reason}`,
  historyCaption: "Changes to the child's record",
  cancel: 'Cancel',
  settingsUnavailable: (detail: string) => `The state's ECO settings could not be read, so exit ratings cannot be entered: ${detail}`,
} as const;

export const StatusLabels: Record<RatingStatus, string> = { Draft: 'Draft', Submitted: 'Submitted', Finalized: 'Finalized' };

/** The COS scale's points as eco.md describes them, for the rating pickers. */
export const ScaleLabels: Record<number, string> = {
  7: '7: age-expected in all or almost all situations',
  6: '6: generally age-expected, with some concerns',
  5: '5: a mix, more age-expected than not',
  4: '4: occasional age-expected skills',
  3: '3: uses immediate foundational skills most or all of the time',
  2: '2: occasionally uses immediate foundational skills',
  1: '1: does not yet use immediate foundational skills',
};
