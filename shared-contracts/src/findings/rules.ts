import type { FindingSource } from './permissions';

/** Corrective plan statuses (restraint.md "Corrective plan"), in the order a plan passes through them. */
export const PLAN_STATUSES = ['Draft', 'Submitted', 'Revisions required', 'Approved', 'Evidence submitted', 'Verified'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Who makes a move: the LEA that writes the plan, or the state that reviews it. */
export type PlanMover = 'lea' | 'state';

export interface PlanMove {
  from: PlanStatus;
  to: PlanStatus;
  by: PlanMover;
  /** The move must say why (a plan sent back). */
  needsReason: boolean;
}

/** Every move a plan may make; any other is refused. */
export const PLAN_MOVES: readonly PlanMove[] = [
  { from: 'Draft', to: 'Submitted', by: 'lea', needsReason: false },
  { from: 'Revisions required', to: 'Submitted', by: 'lea', needsReason: false },
  { from: 'Submitted', to: 'Approved', by: 'state', needsReason: false },
  { from: 'Submitted', to: 'Revisions required', by: 'state', needsReason: true },
  { from: 'Approved', to: 'Evidence submitted', by: 'lea', needsReason: false },
  { from: 'Evidence submitted', to: 'Verified', by: 'state', needsReason: false },
  { from: 'Evidence submitted', to: 'Approved', by: 'state', needsReason: true },
];

export const findPlanMove = (from: PlanStatus, to: PlanStatus): PlanMove | undefined =>
  PLAN_MOVES.find((move) => move.from === from && move.to === to);

/** A plan's items may be written only while the LEA holds it. */
export const PLAN_EDITABLE: readonly PlanStatus[] = ['Draft', 'Revisions required'];

/** The deadline warnings and the missed notice are sent only while the plan has not reached its evidence. */
export const BEFORE_EVIDENCE: readonly PlanStatus[] = ['Draft', 'Submitted', 'Revisions required', 'Approved'];

/** Item actions (restraint.md: training, policy change, IEP review, personnel action, other). */
export const PLAN_ITEM_ACTIONS = ['Training', 'Policy change', 'IEP review', 'Personnel action', 'Other'] as const;
export type PlanItemAction = (typeof PLAN_ITEM_ACTIONS)[number];

export const PLAN_ITEM_STATUSES = ['Not started', 'In progress', 'Completed'] as const;
export type PlanItemStatus = (typeof PLAN_ITEM_STATUSES)[number];

export const FINDING_LEVELS = ['child', 'systemic'] as const;
export type FindingLevel = (typeof FINDING_LEVELS)[number];

/** Finding states (monitoring.md): Issued, the two prongs, Corrected; Overdue is read from the due date, never stored. */
export const FINDING_STATUSES = ['Issued', 'Individual correction', 'Updated-data review', 'Corrected'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const DOCUMENT_ROLES = ['plan', 'evidence'] as const;
export type PlanDocumentRole = (typeof DOCUMENT_ROLES)[number];

/**
 * How a source's findings are counted and corrected. IDEA findings (state complaints, due process,
 * monitoring) are corrected within one year of the written notice (34 CFR 300.600(e)) and count for
 * B18; a restraint violation is a state-law finding whose due date is its plan's (30 days from the
 * incident, given by restraint) and does not count for B18 unless said (restraint.md "Built once").
 */
export const SOURCE_RULES: Record<
  FindingSource,
  { oneYearCorrection: boolean; countsForB18: boolean; timelyBy: 'evidence' | 'correction' }
> = {
  restraint: { oneYearCorrection: false, countsForB18: false, timelyBy: 'evidence' },
  dispute: { oneYearCorrection: true, countsForB18: true, timelyBy: 'correction' },
  monitoring: { oneYearCorrection: true, countsForB18: true, timelyBy: 'correction' },
};

/** Days before the due date the deadline warning goes out (restraint.md: 7 and 1; a setting). */
export const DEFAULT_WARNING_DAYS: readonly number[] = [7, 1];
/** The daily run's time of day in state time (restraint.md: 06:00; a setting). */
export const DEFAULT_DAILY_RUN_TIME = '06:00';
