import type { RatingStatus } from '@portal/shared-contracts/eco';

/** What the Status page says. */
export const StatusTexts = {
  search: 'Search name or state student id',
  caption: "What each child's record is missing, and what comes next",
} as const;

/** Solid tags, white on these, which keep WCAG AA contrast where antd's pale preset ones do not. */
export const RatingStatusColours: Record<RatingStatus | 'missing', string> = {
  Draft: '#595959',
  Submitted: '#0958d9',
  Finalized: '#237804',
  missing: '#cf1322',
};
