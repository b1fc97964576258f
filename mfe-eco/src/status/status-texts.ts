import type { RatingStatus } from '@portal/shared-contracts';

/** What the Status page says. */
export const StatusTexts = {
  search: 'Search name or state student id',
  caption: "What each child's record is missing, and what comes next",
  missing: 'Missing',
  notExited: 'Not exited',
  nothingMissing: 'Nothing',
} as const;

export const StatusColumns = {
  child: 'Child',
  stateStudentId: 'State student id',
  entry: 'Entry ratings',
  exit: 'Exit ratings',
  missing: 'Missing',
  nextStep: 'Next step',
} as const;

/** Solid tags, white on these, which keep WCAG AA contrast where antd's pale preset ones do not. */
export const RatingStatusColours: Record<RatingStatus | 'missing', string> = {
  Draft: '#595959',
  Submitted: '#0958d9',
  Finalized: '#237804',
  missing: '#cf1322',
};
