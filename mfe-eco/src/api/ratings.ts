import type { RatingPhase, RatingsSave } from '@portal/shared-contracts/eco';
import { http } from '@portal/shared-contracts/sdk';

/** A child's entry or exit ratings. Writes are not retried: the first try may have saved. */
export type RatingAction = 'submit' | 'finalize' | 'unlock';

export const saveRatings = (id: number, phase: RatingPhase, body: RatingsSave) =>
  http.put(`eco/children/${id}/ratings/${phase}`, { json: body, retry: 0 }).json<unknown>();

/** Submit, finalize or unlock (with its reason); the page reads the record again after. */
export const changeRatings = (id: number, phase: RatingPhase, action: RatingAction, reason?: string) =>
  http
    .post(`eco/children/${id}/ratings/${phase}/${action}`, { ...(action === 'unlock' ? { json: { reason } } : {}), retry: 0 })
    .json<unknown>();
