import { Type, type Static } from 'typebox';
import type { TableColumn } from '../downloads';
import { nullable } from '../schemas/common';
import { ListFormat } from '../schemas/lists';
import { RestraintPermissions as R } from './permissions';

// The dashboard and state tracking of restraint.md ("State tracking and dashboard"): the service
// counts, the pages and the downloads share these shapes.

const count = Type.Integer({ minimum: 0 });

/** The intervention types the figures are split by (the Nevada pack's; a pack's other types count in `other`). */
export const DASHBOARD_INTERVENTION_TYPES = ['PHYSICAL', 'MECHANICAL', 'AVERSIVE'] as const;

const ByType = Type.Object({ PHYSICAL: count, MECHANICAL: count, AVERSIVE: count, other: count });
export type InterventionCounts = Static<typeof ByType>;

/** Who may read the dashboard's figures: whoever may open the incidents list or an incident's summary. */
export const DASHBOARD_PERMISSIONS = [R.ViolationListView, R.ViolationView] as const;

/** A queue of work and how long its oldest item has waited, in calendar days. */
const Waiting = Type.Object({ count, oldestDays: nullable(Type.Integer({ minimum: 0 })) });
export type Waiting = Static<typeof Waiting>;

/** GET /api/restraint/dashboard: one LEA of the caller's (leaId), or, without it, every LEA they may see. */
export const RestraintDashboardQuery = Type.Object({ leaId: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type RestraintDashboardQuery = Static<typeof RestraintDashboardQuery>;

export const RestraintDashboard = Type.Object({
  schoolYear: Type.Integer(),
  /** The LEA the figures are for; null for every LEA the caller may see. */
  leaId: nullable(Type.Integer()),
  /** Today in state time (YYYY-MM-DD): the month, the clocks and the ages count from it. */
  today: Type.String({ format: 'date' }),
  /** Incidents of this calendar month (state time) with an intervention of each type; an incident with two types counts under both. */
  incidentsThisMonth: ByType,
  /** Interventions (instances) of finalized incidents per month of the school year, July first, for the chart. */
  months: Type.Array(Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), instances: ByType })),
  /** Drafts whose record clock (1 business day after the incident, restraint.md) has run out. */
  draftsPastRecordClock: count,
  /** Students whose finalized reports (incidents with physical or mechanical restraint) this year reached 3, or 5. */
  studentsAtThirdReport: count,
  studentsAtFifthReport: count,
  /** Of them, students whose follow-up (IEP meeting at the 3rd, IEP review at the 5th) is still required. */
  studentsAtThirdWithoutFollowUp: count,
  studentsAtFifthWithoutFollowUp: count,
  /** Open violations of finalized incidents, waiting for the state's decision (any year). */
  violationsAwaitingDecision: Waiting,
  /** Plans Submitted or Evidence submitted, waiting for the state's review (any year). */
  plansAwaitingReview: Waiting,
  /** Plans before Evidence submitted whose due date is within the next 7 days, or past. */
  plansDueWithinWeek: count,
  plansOverdue: count,
  /** Imports committed this school year, into the LEAs counted, with rejected rows. */
  importsWithRejectedRows: count,
  /** restraint.md's timeliness figures for the school year, percents at full precision, null with nothing due. */
  timeliness: Type.Object({
    /** Violations reported to the board within 24 hours of occurrence or, if later, discovery / violations with a report time. */
    boardReportPercent: nullable(Type.Number()),
    /** Plans met (evidence verified, sent by the due date) / plans whose due date fell in the year up to today. */
    planPercent: nullable(Type.Number()),
    /** Notices sent on time / notices due. */
    noticePercent: nullable(Type.Number()),
  }),
});
export type RestraintDashboard = Static<typeof RestraintDashboard>;

/** GET /api/restraint/state-tracking: the page as JSON, or as a file. */
export const RestraintStateTrackingQuery = Type.Object({ format: Type.Optional(ListFormat) }, { additionalProperties: false });
export type RestraintStateTrackingQuery = Static<typeof RestraintStateTrackingQuery>;

/**
 * One LEA's row of state tracking for the chosen year; the total row has leaId null. A private
 * school's row has its name and code, its id, and the state-level district's leaId (where its incidents sit).
 */
export const RestraintLeaTracking = Type.Object({
  leaId: nullable(Type.Integer()),
  leaName: Type.String(),
  leaCode: nullable(Type.String()),
  privateSchoolId: Type.Optional(Type.Integer()),
  drafts: count,
  finalized: count,
  physical: count,
  mechanical: count,
  aversive: count,
  violationsOpen: count,
  /** Substantiated, and those that went on to Plan required, Escalated or Resolved. */
  violationsSubstantiated: count,
  plansDraft: count,
  plansSubmitted: count,
  plansRevisionsRequired: count,
  plansApproved: count,
  plansEvidenceSubmitted: count,
  plansVerified: count,
  /** Plans before Evidence submitted past their due date. */
  plansOverdue: count,
  /** The LEA's last committed import, any year; null without one (and on the total row). */
  lastImportAt: nullable(Type.String({ format: 'date-time' })),
  /** The LEA's annual report for the year; null when not opened yet (and on the total row). */
  annualReportStatus: nullable(Type.String()),
});
export type RestraintLeaTracking = Static<typeof RestraintLeaTracking>;

export const RestraintStateTracking = Type.Object({
  schoolYear: Type.Integer(),
  leas: Type.Array(RestraintLeaTracking),
  /** Each private school's figures (restraint.md: "per LEA, and for private schools"). */
  privateSchools: Type.Array(RestraintLeaTracking),
  /** Every LEA's and private school's figures added up. */
  total: RestraintLeaTracking,
});
export type RestraintStateTracking = Static<typeof RestraintStateTracking>;

/** The state tracking table's columns, on screen and in its CSV and spreadsheet alike. */
export const restraintStateTrackingColumns: readonly TableColumn<RestraintLeaTracking>[] = [
  { key: 'leaName', header: 'LEA or private school', value: (l) => l.leaName },
  { key: 'leaCode', header: 'LEA code', value: (l) => l.leaCode },
  { key: 'drafts', header: 'Drafts', kind: 'number', value: (l) => l.drafts },
  { key: 'finalized', header: 'Finalized', kind: 'number', value: (l) => l.finalized },
  { key: 'physical', header: 'Physical restraint', kind: 'number', value: (l) => l.physical },
  { key: 'mechanical', header: 'Mechanical restraint', kind: 'number', value: (l) => l.mechanical },
  { key: 'aversive', header: 'Aversive intervention', kind: 'number', value: (l) => l.aversive },
  { key: 'violationsOpen', header: 'Violations open', kind: 'number', value: (l) => l.violationsOpen },
  { key: 'violationsSubstantiated', header: 'Violations substantiated', kind: 'number', value: (l) => l.violationsSubstantiated },
  { key: 'plansDraft', header: 'Plans draft', kind: 'number', value: (l) => l.plansDraft },
  { key: 'plansSubmitted', header: 'Plans submitted', kind: 'number', value: (l) => l.plansSubmitted },
  { key: 'plansRevisionsRequired', header: 'Plans with revisions required', kind: 'number', value: (l) => l.plansRevisionsRequired },
  { key: 'plansApproved', header: 'Plans approved', kind: 'number', value: (l) => l.plansApproved },
  { key: 'plansEvidenceSubmitted', header: 'Plans with evidence submitted', kind: 'number', value: (l) => l.plansEvidenceSubmitted },
  { key: 'plansVerified', header: 'Plans verified', kind: 'number', value: (l) => l.plansVerified },
  { key: 'plansOverdue', header: 'Plans overdue', kind: 'number', value: (l) => l.plansOverdue },
  { key: 'lastImportAt', header: 'Last import', kind: 'instant', value: (l) => l.lastImportAt },
  {
    key: 'annualReportStatus',
    header: 'Annual report',
    value: (l) => l.annualReportStatus ?? (l.leaId === null || l.privateSchoolId !== undefined ? '' : 'Not opened'),
  },
];
