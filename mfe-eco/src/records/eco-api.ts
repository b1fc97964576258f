import type {
  ChildFields,
  ChildHistoryEntry,
  ChildRecord,
  ChildSearchQuery,
  ChildSearchResult,
  ChildUpdate,
  LeaSchool,
  LookupValue,
  RatingPhase,
  RatingsSave,
} from '@portal/shared-contracts';
import { http, searchParamsOf } from '@portal/shared-contracts/sdk';

/**
 * The eco service's child and rating calls, and the directory and list lookups the child form
 * needs. Writes are not retried: the first try may have saved.
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
};

export type LookupListCode = 'exit_reasons' | 'sex' | 'race_ethnicity' | 'disability_categories';

export type RatingAction = 'submit' | 'finalize' | 'unlock';

export const fetchChild = (id: number) => http.get(`eco/children/${id}`).json<ChildRecord>();
export const fetchChildHistory = (id: number) => http.get(`eco/children/${id}/history`).json<ChildHistoryEntry[]>();
export const createChild = (body: ChildFields) => http.post('eco/children', { json: body, retry: 0 }).json<ChildRecord>();
export const updateChild = (id: number, body: ChildUpdate) => http.put(`eco/children/${id}`, { json: body, retry: 0 }).json<ChildRecord>();

export const searchChildren = (query: ChildSearchQuery) =>
  http.get('eco/children/search', { searchParams: searchParamsOf(query) }).json<ChildSearchResult>();

export const saveRatings = (id: number, phase: RatingPhase, body: RatingsSave) =>
  http.put(`eco/children/${id}/ratings/${phase}`, { json: body, retry: 0 }).json<unknown>();

/** Submit, finalize or unlock (with its reason); the page reads the record again after. */
export const changeRatings = (id: number, phase: RatingPhase, action: RatingAction, reason?: string) =>
  http
    .post(`eco/children/${id}/ratings/${phase}/${action}`, { ...(action === 'unlock' ? { json: { reason } } : {}), retry: 0 })
    .json<unknown>();

export const fetchSchools = (leaId: number) => http.get(`leas/school-lookups/${leaId}`).json<LeaSchool[]>();
/** The values a form offers: retired ones are left out by the admin service. */
export const fetchLookupValues = (list: LookupListCode) => http.get(`admin/lists/${list}/values`).json<LookupValue[]>();

/** The ratings import on the eco service's import engine (the SDK's useImportSteps uploads and follows it). */
export const ECO_IMPORTS_PATH = 'eco/imports';
