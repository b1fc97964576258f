import { Type, type Static } from 'typebox';
import type { TableColumn } from '../downloads';
import { literalUnion, nullable } from '../schemas/common';
import { LIST_STATUSES, SURVEY_STATUSES, type SurveyStatus } from './codes';
import { ListStatusLabels, SurveyStatusLabels } from './labels';
import { B14Report } from './schemas';

// The dashboards of psos.md ("Dashboards"): state tracking, the District Dashboard, the Vendor
// Dashboard. Percents at full precision, null where a denominator is 0 (N/A).

const Percent = nullable(Type.Number());
const DownloadFormat = Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('xlsx')]));

/** The six survey statuses of the target youth; they add up to T. */
export const StatusCounts = Type.Object(
  Object.fromEntries(SURVEY_STATUSES.map((s) => [s, Type.Integer()])) as Record<SurveyStatus, ReturnType<typeof Type.Integer>>,
);
export type StatusCounts = Static<typeof StatusCounts>;

/** GET api/psos/dashboards/state-tracking?collectionId=&format=: one row per LEA the user may see, and the state's. */
export const StateTrackingQuery = Type.Object(
  { collectionId: Type.Optional(Type.Integer({ minimum: 1 })), format: DownloadFormat },
  { additionalProperties: false },
);
export type StateTrackingQuery = Static<typeof StateTrackingQuery>;

const TrackingFigures = {
  L: Type.Integer(),
  pending: Type.Integer(),
  X: Type.Integer(),
  T: Type.Integer(),
  R: Type.Integer(),
  statuses: StatusCounts,
  attempts: Type.Integer(),
  rawRate: Percent,
  adjustedRate: Percent,
  /** Youth of this LEA whose state student id is on another LEA's list too, neither record excluded. */
  duplicates: Type.Integer(),
};

export const StateTrackingRow = Type.Object({
  leaId: Type.Integer(),
  leaCode: Type.String(),
  leaName: Type.String(),
  listStatus: literalUnion(LIST_STATUSES),
  /** 'District', or the vendor's name. */
  assignedTo: Type.String(),
  vendorId: nullable(Type.Integer()),
  ...TrackingFigures,
});
export type StateTrackingRow = Static<typeof StateTrackingRow>;

export const StateTracking = Type.Object({
  collectionId: Type.Integer(),
  final: Type.Boolean(),
  rows: Type.Array(StateTrackingRow),
  /** The sums of the rows; its rates come from the sums, never from averaged LEA rates. */
  state: Type.Object(TrackingFigures),
});
export type StateTracking = Static<typeof StateTracking>;

const statusColumns = <R extends { statuses: StatusCounts }>(): TableColumn<R>[] =>
  SURVEY_STATUSES.map((s) => ({ key: s, header: SurveyStatusLabels[s], kind: 'number' as const, value: (r: R) => r.statuses[s] }));

/** A line of the state tracking file: an LEA's row, or the state's at the end (no list status, no assignment). */
export type StateTrackingLine = Omit<StateTrackingRow, 'leaId' | 'vendorId' | 'listStatus'> & {
  listStatus: StateTrackingRow['listStatus'] | null;
};

/** The file's lines: the screen's rows, then the state's. */
export const stateTrackingLines = ({ rows, state }: StateTracking): StateTrackingLine[] => [
  ...rows,
  { ...state, leaCode: '', leaName: 'State', listStatus: null, assignedTo: '' },
];

export const stateTrackingColumns: readonly TableColumn<StateTrackingLine>[] = [
  { key: 'leaName', header: 'LEA', value: (r) => r.leaName },
  { key: 'leaCode', header: 'LEA code', value: (r) => r.leaCode },
  { key: 'listStatus', header: 'List status', value: (r) => (r.listStatus ? ListStatusLabels[r.listStatus] : '') },
  { key: 'assignedTo', header: 'Assigned to', value: (r) => r.assignedTo },
  { key: 'L', header: 'Listed (L)', kind: 'number', value: (r) => r.L },
  { key: 'pending', header: 'Pending', kind: 'number', value: (r) => r.pending },
  { key: 'X', header: 'Excluded (X)', kind: 'number', value: (r) => r.X },
  { key: 'T', header: 'Target (T)', kind: 'number', value: (r) => r.T },
  ...statusColumns<StateTrackingLine>(),
  { key: 'attempts', header: 'Attempts', kind: 'number', value: (r) => r.attempts },
  // Percents at full precision, shown with two decimals; N/A where the denominator is 0 (psos.md).
  { key: 'rawRate', header: 'Raw rate', kind: 'percent', value: (r) => r.rawRate ?? 'N/A' },
  { key: 'adjustedRate', header: 'Adjusted rate', kind: 'percent', value: (r) => r.adjustedRate ?? 'N/A' },
  { key: 'duplicates', header: 'Cross-LEA duplicates', kind: 'number', value: (r) => r.duplicates },
];

/** GET api/psos/dashboards/district?collectionId=&leaId=: the selected LEA (the CurrentLeaId header when no leaId). */
export const DistrictDashboardQuery = Type.Object(
  { collectionId: Type.Optional(Type.Integer({ minimum: 1 })), leaId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type DistrictDashboardQuery = Static<typeof DistrictDashboardQuery>;

export const DistrictDashboard = Type.Object({
  collectionId: Type.Integer(),
  leaId: Type.Integer(),
  listStatus: literalUnion(LIST_STATUSES),
  final: Type.Boolean(),
  verification: Type.Object({
    L: Type.Integer(),
    pending: Type.Integer(),
    confirmed: Type.Integer(),
    excluded: Type.Integer(),
    /** (Confirmed + Excluded) / L x 100. */
    progress: Percent,
  }),
  statuses: StatusCounts,
  T: Type.Integer(),
  R: Type.Integer(),
  rawRate: Percent,
  adjustedRate: Percent,
  attempts: Type.Integer(),
  /** attempts / (T - Not contacted). */
  attemptsPerContacted: nullable(Type.Number()),
  /** The interim B14 figures of the LEA: counts, B14A/B/C, subgroup rates and representativeness (information only). */
  b14: B14Report,
});
export type DistrictDashboard = Static<typeof DistrictDashboard>;

/** GET api/psos/dashboards/vendor?collectionId=&vendorId=&format=: a vendor's user sees its vendor; a state user picks one. */
export const VendorDashboardQuery = Type.Object(
  {
    collectionId: Type.Optional(Type.Integer({ minimum: 1 })),
    vendorId: Type.Optional(Type.Integer({ minimum: 1 })),
    format: DownloadFormat,
  },
  { additionalProperties: false },
);
export type VendorDashboardQuery = Static<typeof VendorDashboardQuery>;

const VendorFigures = {
  youth: Type.Integer(),
  statuses: StatusCounts,
  attempts: Type.Integer(),
  attemptsToday: Type.Integer(),
  /** Youth whose latest outcome is WRONG_NUMBER, DISCONNECTED or UNDELIVERABLE. */
  badContact: Type.Integer(),
  /** attempts / Completed. */
  attemptsPerComplete: nullable(Type.Number()),
};

export const VendorLeaRow = Type.Object({ leaId: Type.Integer(), leaCode: Type.String(), leaName: Type.String(), ...VendorFigures });
export type VendorLeaRow = Static<typeof VendorLeaRow>;

export const InterviewerDay = Type.Object({
  day: Type.String({ format: 'date' }),
  interviewer: Type.String(),
  attempts: Type.Integer(),
  completes: Type.Integer(),
});
export type InterviewerDay = Static<typeof InterviewerDay>;

export const VendorDashboard = Type.Object({
  collectionId: Type.Integer(),
  vendorId: Type.Integer(),
  vendorName: Type.String(),
  rows: Type.Array(VendorLeaRow),
  total: Type.Object(VendorFigures),
  /** The vendor's staff, per interviewer and day (portal time zone), newest day first. */
  interviewers: Type.Array(InterviewerDay),
});
export type VendorDashboard = Static<typeof VendorDashboard>;

/** A line of the vendor file: an LEA's row, or the total at the end. */
export type VendorLine = Omit<VendorLeaRow, 'leaId'>;

/** The file's lines: the screen's rows, then the total. */
export const vendorLines = ({ rows, total }: VendorDashboard): VendorLine[] => [...rows, { ...total, leaCode: '', leaName: 'Total' }];

export const vendorLeaColumns: readonly TableColumn<VendorLine>[] = [
  { key: 'leaName', header: 'LEA', value: (r) => r.leaName },
  { key: 'leaCode', header: 'LEA code', value: (r) => r.leaCode },
  { key: 'youth', header: 'Youth', kind: 'number', value: (r) => r.youth },
  ...statusColumns<VendorLine>(),
  { key: 'attempts', header: 'Attempts', kind: 'number', value: (r) => r.attempts },
  { key: 'attemptsToday', header: 'Attempts today', kind: 'number', value: (r) => r.attemptsToday },
  { key: 'badContact', header: 'Bad contact', kind: 'number', value: (r) => r.badContact },
  { key: 'attemptsPerComplete', header: 'Attempts per complete', kind: 'rate', value: (r) => r.attemptsPerComplete ?? 'N/A' },
];
