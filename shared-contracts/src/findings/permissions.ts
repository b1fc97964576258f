import { DisputePermissions as D } from '../dispute/permissions';
import { MonitoringPermissions as M } from '../monitoring/permissions';
import { RestraintPermissions as R } from '../restraint/permissions';

/** The applications whose findings the findings engine keeps: each finding and plan has one source. */
export const FINDING_SOURCES = ['restraint', 'dispute', 'monitoring'] as const;
export type FindingSource = (typeof FINDING_SOURCES)[number];

/** What a caller must hold to act on a source's findings and plans: any one key of each list. */
export interface FindingSourcePermissions {
  /** The application's own key. */
  module: readonly string[];
  view: readonly string[];
  /** Make a finding (and its plan): the state's decision in the source application. */
  create: readonly string[];
  /** Write a plan's items and attach its documents. */
  write: readonly string[];
  /** The LEA's moves: submit a plan, submit its evidence. */
  leaMove: readonly string[];
  /** The state's moves: approve, ask for revisions, verify, send evidence back; extensions. */
  stateMove: readonly string[];
}

/**
 * Per source, the keys of spec 6. Restraint's are restraint.md's ("The LEA writes it with violation
 * update"; LEA moves with violation finalize; state moves with document approval update). Dispute and
 * monitoring name none for plans, so theirs are the closest: dispute's case actions edit is the
 * state's, requests update the LEA's; in monitoring visit init is the state monitor's and visit view
 * the LEA's (monitoring.md "Findings and correction").
 */
export const FINDING_PERMISSIONS: Record<FindingSource, FindingSourcePermissions> = {
  restraint: {
    module: [R.Access],
    view: [R.ViolationView],
    create: [R.ViolationUpdate],
    write: [R.ViolationUpdate],
    leaMove: [R.ViolationFinalize],
    stateMove: [R.DocumentApprovalUpdate],
  },
  dispute: {
    module: [D.Access],
    view: [D.RequestsView, D.CaseActionsView],
    create: [D.CaseActionsEdit],
    write: [D.RequestsUpdate],
    leaMove: [D.RequestsUpdate],
    stateMove: [D.CaseActionsEdit],
  },
  monitoring: {
    module: [M.Access],
    view: [M.VisitView],
    create: [M.VisitInit],
    write: [M.VisitView],
    leaMove: [M.VisitView],
    stateMove: [M.VisitInit],
  },
};

export type FindingAction = Exclude<keyof FindingSourcePermissions, 'module'>;

/** Every key that lets a caller take `action` for some source: a route's access, before the source is known. */
export const anySourceMay = (action: FindingAction): string[] => [
  ...new Set(FINDING_SOURCES.flatMap((source) => FINDING_PERMISSIONS[source][action])),
];
