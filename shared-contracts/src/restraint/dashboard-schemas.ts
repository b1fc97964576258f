import { Type, type Static, type TSchema } from 'typebox';
import type { TableColumn } from '../downloads';
import { ListFormat } from '../schemas/lists';
import { RestraintPermissions as R } from './permissions';

// The dashboard and state tracking of restraint.md ("State tracking and dashboard"): the service
// counts, the pages and the downloads share these shapes.

const nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);
const count = Type.Integer({ minimum: 0 });

/** The intervention types the figures are split by (the Nevada pack's; a pack's other types count in `other`). */
export const DASHBOARD_INTERVENTION_TYPES = ['PHYSICAL', 'MECHANICAL', 'AVERSIVE'] as const;

const ByType = Type.Object({ PHYSICAL: count, MECHANICAL: count, AVERSIVE: count, other: count });
export type InterventionCounts = Static<typeof ByType>;

/** Who may read the dashboard's figures: whoever may open the incidents list or an incident's summary. */
export const DASHBOARD_PERMISSIONS = [R.ViolationListView, R.ViolationView] as const;

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
});
export type RestraintDashboard = Static<typeof RestraintDashboard>;

/** GET /api/restraint/state-tracking: the page as JSON, or as a file. */
export const RestraintStateTrackingQuery = Type.Object({ format: Type.Optional(ListFormat) }, { additionalProperties: false });
export type RestraintStateTrackingQuery = Static<typeof RestraintStateTrackingQuery>;

/** One LEA's row of state tracking for the chosen year; the total row has leaId null. */
export const RestraintLeaTracking = Type.Object({
  leaId: nullable(Type.Integer()),
  leaName: Type.String(),
  leaCode: nullable(Type.String()),
  drafts: count,
  finalized: count,
  physical: count,
  mechanical: count,
  aversive: count,
});
export type RestraintLeaTracking = Static<typeof RestraintLeaTracking>;

export const RestraintStateTracking = Type.Object({
  schoolYear: Type.Integer(),
  leas: Type.Array(RestraintLeaTracking),
  /** Every LEA's figures added up. */
  total: RestraintLeaTracking,
});
export type RestraintStateTracking = Static<typeof RestraintStateTracking>;

/** The state tracking table's columns, on screen and in its CSV and spreadsheet alike. */
export const restraintStateTrackingColumns: readonly TableColumn<RestraintLeaTracking>[] = [
  { key: 'leaName', header: 'LEA', value: (l) => l.leaName },
  { key: 'leaCode', header: 'LEA code', value: (l) => l.leaCode },
  { key: 'drafts', header: 'Drafts', kind: 'number', value: (l) => l.drafts },
  { key: 'finalized', header: 'Finalized', kind: 'number', value: (l) => l.finalized },
  { key: 'physical', header: 'Physical restraint', kind: 'number', value: (l) => l.physical },
  { key: 'mechanical', header: 'Mechanical restraint', kind: 'number', value: (l) => l.mechanical },
  { key: 'aversive', header: 'Aversive intervention', kind: 'number', value: (l) => l.aversive },
];
