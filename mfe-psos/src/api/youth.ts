import type {
  Attempt,
  SurveyLink,
  SurveyLinksQuery,
  YouthAssignmentUpdate,
  AttemptCreate,
  InterviewRecord,
  InterviewSave,
  VerificationUpdate,
  YouthHistoryEntry,
  YouthListItem,
  YouthListQuery,
  YouthRecord,
} from '@portal/shared-contracts/psos';
import { http, useAppQueryKey, useServerList } from '@portal/shared-contracts/sdk';

export const YOUTH_PATH = 'psos/youth';

/** GET api/psos/youth's own filters, beside the paging, sorting and search every server list sends. */
export type YouthListFilters = Pick<YouthListQuery, 'collectionId' | 'leaId' | 'verification' | 'surveyStatus' | 'vendorId'>;

/** The youth of a list (one LEA's; a vendor's user: every youth of their vendor), paged, sorted and filtered by the service. */
export function useYouthList(filters: YouthListFilters, urlKey?: string) {
  const queryKey = useAppQueryKey('psos', 'youth');
  return useServerList<YouthListItem>({ queryKey, path: YOUTH_PATH, filters, urlKey });
}

export const fetchYouth = (id: number) => http.get(`${YOUTH_PATH}/${id}`).json<YouthRecord>();
/** Who changed what on the youth and when, newest first. */
export const fetchYouthHistory = (id: number) => http.get(`${YOUTH_PATH}/${id}/history`).json<YouthHistoryEntry[]>();
export const fetchAttempts = (id: number) => http.get(`${YOUTH_PATH}/${id}/attempts`).json<Attempt[]>();

// Changes are not retried: the first try may have saved.
export const saveVerification = (id: number, body: VerificationUpdate) =>
  http.put(`${YOUTH_PATH}/${id}/verification`, { json: body, retry: 0 }).json<YouthListItem>();
export const saveInterview = (id: number, body: InterviewSave) =>
  http.put(`${YOUTH_PATH}/${id}/interview`, { json: body, retry: 0 }).json<InterviewRecord>();
export const addAttempt = (id: number, body: AttemptCreate) =>
  http.post(`${YOUTH_PATH}/${id}/attempts`, { json: body, retry: 0 }).json<Attempt>();
/** One youth to the District, a vendor, or back to its LEA's assignment; the attempts stay with the youth. */
export const reassignYouth = (id: number, body: YouthAssignmentUpdate) =>
  http.put(`${YOUTH_PATH}/${id}/assignment`, { json: body, retry: 0 }).json<YouthListItem>();
/** Closes the youth as Unreachable, once the setting's attempts are made. */
export const closeUnreachable = (id: number) => http.post(`${YOUTH_PATH}/${id}/unreachable`, { retry: 0 }).json<YouthListItem>();

/** A new single-use survey link for the youth (its token shown this once); any earlier link of theirs ends. */
export const makeSurveyLink = (id: number) => http.post(`${YOUTH_PATH}/${id}/link`, { retry: 0 }).json<SurveyLink>();
/**
 * New links for the list's youth who may still answer, as a file for letters, e-mails or texts; without
 * `renew`, youth with an open link are left out, so letters already sent keep working.
 */
export const downloadSurveyLinks = (query: SurveyLinksQuery) =>
  http.post('psos/links', { searchParams: query as Record<string, string | number | boolean>, retry: 0, timeout: false }).blob();
