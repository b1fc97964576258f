import type { LookupListCode } from './lookups';

/**
 * The app's one query-key scheme: every key starts with the app id, then the resource. Keys of
 * data that depends on the header's LEA and year come from the SDK's `useAppQueryKey('eco', ...)`,
 * which adds both; the ones here read the same whatever the header says.
 */
export const ecoKeys = {
  /** Every query of the app, stale after any change: one child's moves the dashboard's counts, the lists, the search and the report. */
  all: ['eco'] as const,
  child: (id: number) => ['eco', 'child', id] as const,
  history: (id: number) => ['eco', 'child', id, 'history'] as const,
  schools: (leaId: number) => ['eco', 'schools', leaId] as const,
  lookup: (list: LookupListCode) => ['eco', 'lookup', list] as const,
  /** The state's, whatever the LEA and year. */
  settings: ['eco', 'settings'] as const,
  recordConflicts: ['eco', 'record-conflicts'] as const,
};
