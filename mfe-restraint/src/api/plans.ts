import type { PlanDocumentBody, PlanItemInput, PlanList, PlanRecord, PlanStatus } from '@portal/shared-contracts/findings';
import { http } from '@portal/shared-contracts/sdk';

/**
 * Corrective plans, owned by the findings service (`/api/findings`). One plan covers all of an
 * incident's violations: restraint files it under the plan group `restraint-incident-{incidentId}`.
 */
export const planGroupKeyOf = (incidentId: number) => `restraint-incident-${incidentId}`;

/** The incident's plan, if a substantiated violation has made one. */
export async function fetchIncidentPlan(incidentId: number): Promise<PlanRecord | null> {
  const list = await http
    .get('findings/plans', { searchParams: { source: 'restraint', planGroupKey: planGroupKeyOf(incidentId) } })
    .json<PlanList>();
  const first = list.items[0];
  return first ? fetchPlan(first.id) : null;
}

export const fetchPlan = (id: number) => http.get(`findings/plans/${id}`).json<PlanRecord>();

/** Writes the plan's items, the whole list in order (Draft or Revisions required only). */
export const savePlanItems = (id: number, items: PlanItemInput[]) =>
  http.put(`findings/plans/${id}`, { json: { items }, retry: 0 }).json<PlanRecord>();

/** Moves the plan on (submit, approve, return, evidence, verify); a move back names its reason. */
export const movePlan = (id: number, to: PlanStatus, reason?: string) =>
  http.post(`findings/plans/${id}/moves`, { json: { to, ...(reason ? { reason } : {}) }, retry: 0 }).json<PlanRecord>();

/** Files an uploaded document under the plan, as its plan document or as evidence. */
export const attachPlanDocument = (id: number, link: PlanDocumentBody) =>
  http.post(`findings/plans/${id}/documents`, { json: link, retry: 0 }).json<PlanRecord>();
