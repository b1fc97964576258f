import type { LookupListCode } from './lookups';

/**
 * The app's one query-key scheme: every key starts with the app id, then the resource. Keys of data
 * that depends on the header's LEA and year come from the SDK's `useAppQueryKey('restraint', ...)`.
 */
export const restraintKeys = {
  /** Every query of the app, stale after any change: an incident's moves change the list, its violations and its plan. */
  all: ['restraint'] as const,
  incident: (id: number) => ['restraint', 'incident', id] as const,
  history: (id: number) => ['restraint', 'incident', id, 'history'] as const,
  plans: (planGroupKey: string) => ['restraint', 'plans', planGroupKey] as const,
  plan: (id: number) => ['restraint', 'plan', id] as const,
  documents: (recordType: string, recordId: string) => ['restraint', 'documents', recordType, recordId] as const,
  schools: (leaId: number) => ['restraint', 'schools', leaId] as const,
  privateSchools: ['restraint', 'private-schools'] as const,
  lookup: (list: LookupListCode) => ['restraint', 'lookup', list] as const,
  settings: ['restraint', 'settings'] as const,
  privateSchoolUsers: (id: number) => ['restraint', 'private-schools', id, 'users'] as const,
  user: (id: number) => ['restraint', 'user', id] as const,
  userSearch: (search: string) => ['restraint', 'user-search', search] as const,
};
