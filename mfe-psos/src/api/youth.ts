import type {
  Attempt,
  AttemptCreate,
  InterviewRecord,
  InterviewSave,
  VerificationUpdate,
  YouthListItem,
  YouthListQuery,
  YouthRecord,
} from '@portal/shared-contracts/psos';
import { http, useAppQueryKey, useServerList } from '@portal/shared-contracts/sdk';

export const YOUTH_PATH = 'psos/youth';

/** GET api/psos/youth's own filters, beside the paging, sorting and search every server list sends. */
export type YouthListFilters = Pick<YouthListQuery, 'collectionId' | 'leaId' | 'verification' | 'surveyStatus'> & {
  /** A vendor's youth, for state staff on the vendor dashboard (a vendor's user sees only theirs anyway). */
  vendorId?: number | undefined;
};

/** The youth of a list (one LEA's; a vendor's user: every youth of their vendor), paged, sorted and filtered by the service. */
export function useYouthList(filters: YouthListFilters, urlKey?: string) {
  const queryKey = useAppQueryKey('psos', 'youth');
  return useServerList<YouthListItem>({ queryKey, path: YOUTH_PATH, filters, urlKey });
}

export const fetchYouth = (id: number) => http.get(`${YOUTH_PATH}/${id}`).json<YouthRecord>();
export const fetchAttempts = (id: number) => http.get(`${YOUTH_PATH}/${id}/attempts`).json<Attempt[]>();

// Changes are not retried: the first try may have saved.
export const saveVerification = (id: number, body: VerificationUpdate) =>
  http.put(`${YOUTH_PATH}/${id}/verification`, { json: body, retry: 0 }).json<YouthListItem>();
export const saveInterview = (id: number, body: InterviewSave) =>
  http.put(`${YOUTH_PATH}/${id}/interview`, { json: body, retry: 0 }).json<InterviewRecord>();
export const addAttempt = (id: number, body: AttemptCreate) =>
  http.post(`${YOUTH_PATH}/${id}/attempts`, { json: body, retry: 0 }).json<Attempt>();
/** One youth's interviews moved to a vendor, or back to the district (null); the attempts stay with the youth. */
export const reassignYouth = (id: number, vendorId: number | null) =>
  http.put(`${YOUTH_PATH}/${id}/assignment`, { json: { vendorId }, retry: 0 }).json<YouthListItem>();

/** The youth's single-use survey link (made if it has none): the address to send by letter, e-mail or text. */
export interface SurveyLink {
  youthId: number;
  url: string;
  createdAt: string;
  /** Whether the youth has answered by it: a used link takes no other submission. */
  used: boolean;
}
export const makeSurveyLink = (id: number) => http.post(`${YOUTH_PATH}/${id}/link`, { retry: 0 }).json<SurveyLink>();
/** The links of a list's youth as a file for letters, e-mails or texts (one made for each youth that had none). */
export const SURVEY_LINKS_PATH = 'psos/links';
