import type { FollowUpUpdate, ViolationDecisionRequest, ViolationRecord } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/**
 * A state reviewer's decision on an Open violation; a substantiated one answers with the plan it
 * requires. Sent again for a substantiated violation whose plan the findings engine did not make, it
 * retries the plan with the same key.
 */
export const decideViolation = (id: number, body: ViolationDecisionRequest) =>
  http.post(`restraint/violations/${id}/decision`, { json: body, retry: 0 }).json<ViolationRecord>();

/** A required follow-up (the 3rd or 5th report's IEP meeting or review) held on a day or waived in writing; the rules run again. */
export const updateFollowUp = (id: number, body: FollowUpUpdate) =>
  http.put(`restraint/follow-ups/${id}`, { json: body, retry: 0 }).then(() => undefined);
