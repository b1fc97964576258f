import type { IncidentViolation } from '@portal/shared-contracts/restraint';
import { http } from '@portal/shared-contracts/sdk';

export type ViolationDecision = 'Substantiated' | 'NotSubstantiated';

/** A state reviewer's decision on an Open violation; a substantiated one answers with the plan it requires. */
export const decideViolation = (id: number, decision: ViolationDecision, reason: string) =>
  http.post(`restraint/violations/${id}/decision`, { json: { decision, reason }, retry: 0 }).json<IncidentViolation>();
