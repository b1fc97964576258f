import type {
  FollowUpUpdate,
  RestraintSettings,
  ViolationCreateRequest,
  ViolationDecisionRequest,
  ViolationEscalateRequest,
  ViolationRecord,
} from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

/**
 * A state reviewer's decision on an Open violation; a substantiated one answers with the plan it
 * requires. Sent again for a substantiated violation whose plan the findings engine did not make, it
 * retries the plan with the same key.
 */
export const decideViolation = (id: number, body: ViolationDecisionRequest) =>
  http.post(`restraint/violations/${id}/decision`, { json: body, retry: 0 }).json<ViolationRecord>();

/** Plan required -> Escalated (state reviewer): the plan was not carried out; the action taken and its date. */
export const escalateViolation = (id: number, body: ViolationEscalateRequest) =>
  http.post(`restraint/violations/${id}/escalate`, { json: body, retry: 0 }).json<ViolationRecord>();

/** Not substantiated or Resolved -> Open (state reviewer, violation reopen), with the reason. */
export const reopenViolation = (id: number, reason: string) =>
  http.post(`restraint/violations/${id}/reopen`, { json: { reason }, retry: 0 }).json<ViolationRecord>();

/** A violation added by hand to a finalized incident; it starts Open and raises "violation created". */
export const addViolation = (incidentId: number, body: ViolationCreateRequest) =>
  http.post(`restraint/incidents/${incidentId}/violations`, { json: body, retry: 0 }).json<ViolationRecord>();

/** The rule settings: which pack is active and which of its rules are switched off. */
export const fetchRestraintSettings = () => http.get('restraint/settings').json<RestraintSettings>();

/** A required follow-up (the 3rd or 5th report's IEP meeting or review) held on a day or waived in writing; the rules run again. */
export const updateFollowUp = (id: number, body: FollowUpUpdate) =>
  http.put(`restraint/follow-ups/${id}`, { json: body, retry: 0 }).then(() => undefined);
