import type { ViolationDecisionRequest, ViolationRecord } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/**
 * A state reviewer's decision on an Open violation; a substantiated one answers with the plan it
 * requires. Sent again for a substantiated violation whose plan the findings engine did not make, it
 * retries the plan with the same key.
 */
export const decideViolation = (id: number, body: ViolationDecisionRequest) =>
  http.post(`restraint/violations/${id}/decision`, { json: body, retry: 0 }).json<ViolationRecord>();
