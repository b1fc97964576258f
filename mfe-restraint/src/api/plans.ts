import { http } from '@portal/shared-contracts/sdk';

/**
 * Corrective plans, owned by the findings service (`/api/findings`). One plan covers all of an
 * incident's violations: restraint files it under the plan group `restraint-incident-{incidentId}`.
 */
export const PLAN_STATUSES = ['Draft', 'Submitted', 'Revisions required', 'Approved', 'Evidence submitted', 'Verified'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** restraint.md, Corrective plan: what each item of a plan does. */
export const PLAN_ITEM_ACTIONS = ['training', 'policy change', 'IEP review', 'personnel action', 'other'] as const;
export type PlanItemAction = (typeof PLAN_ITEM_ACTIONS)[number];

export interface PlanItem {
  action: PlanItemAction;
  owner: string;
  targetDate: string;
  status: string;
}

export interface PlanDocumentLink {
  documentId: number;
  role: 'plan' | 'evidence';
}

export interface PlanMove {
  from: PlanStatus | null;
  to: PlanStatus;
  reason: string | null;
  at: string;
  byName: string;
}

export interface PlanSummary {
  id: number;
  status: PlanStatus;
  dueDate: string;
}

export interface Plan extends PlanSummary {
  leaId: number;
  planGroupKey: string;
  items: PlanItem[];
  documents: PlanDocumentLink[];
  history: PlanMove[];
}

/** The plan group an incident's violations share. */
export const planGroupKeyOf = (incidentId: number) => `restraint-incident-${incidentId}`;

/** The incident's plan, if a substantiated violation has made one. */
export async function fetchIncidentPlan(incidentId: number): Promise<Plan | null> {
  const list = await http
    .get('findings/plans', { searchParams: { source: 'restraint', planGroupKey: planGroupKeyOf(incidentId) } })
    .json<{ items: PlanSummary[] }>();
  const first = list.items[0];
  return first ? fetchPlan(first.id) : null;
}

export const fetchPlan = (id: number) => http.get(`findings/plans/${id}`).json<Plan>();

/** Writes the plan's items (Draft or Revisions required only). */
export const savePlanItems = (id: number, items: PlanItem[]) =>
  http.put(`findings/plans/${id}`, { json: { items }, retry: 0 }).json<Plan>();

/** Moves the plan on (submit, approve, return, evidence, verify); a return names its reason. */
export const movePlan = (id: number, to: PlanStatus, reason?: string) =>
  http.post(`findings/plans/${id}/moves`, { json: { to, ...(reason ? { reason } : {}) }, retry: 0 }).json<Plan>();

/** Files an uploaded document under the plan, as its plan document or as evidence. */
export const attachPlanDocument = (id: number, link: PlanDocumentLink) =>
  http.post(`findings/plans/${id}/documents`, { json: link, retry: 0 }).json<Plan>();
