// Test-only: a restraint page at its route as the host mounts the remote, with the calls it makes faked over fetch.
import { AppPermissions, type LeaSummary, type Page } from '@portal/shared-contracts';
import { RestraintPermissions as R, type IncidentListItem, type IncidentRecord } from '@portal/shared-contracts/restraint';
import { renderRemoteRoute, type ApiCall } from '@portal/shared-contracts/testing';
import App from '../App';
import { appDefinition } from '../pages';
import type { PlanRecord } from '@portal/shared-contracts/findings';

export const leas: LeaSummary[] = [
  { id: 1, name: 'State Department of Education', leaCode: '00-0000', isIncludedInCharterGroup: false, isNdeLevelDistrict: true },
  { id: 2, name: 'Adams Public Schools', leaCode: '01-1000', isIncludedInCharterGroup: false, isNdeLevelDistrict: false },
];
export const adams = leas[1]!;

/** restraint.md, Default grants: a local admin (local user's keys plus finalize). */
export const districtAdmin: readonly string[] = [
  AppPermissions.LocalUser,
  R.Access,
  R.ViolationListView,
  R.ViolationView,
  R.ViolationDetailsView,
  R.ViolationCreate,
  R.ViolationUpdate,
  R.ViolationFinalize,
  R.FileUpload,
  R.DocumentDelete,
  R.IncidentReportView,
];
/** A state user: all view and report keys, update, reopen, document approval update. */
export const stateUser: readonly string[] = [
  AppPermissions.StateUser,
  AppPermissions.AllLeas,
  R.Access,
  R.ViolationListView,
  R.ViolationView,
  R.ViolationDetailsView,
  R.ViolationUpdate,
  R.ViolationReopen,
  R.DocumentApprovalUpdate,
  R.IncidentReportView,
];

/** Renders the app at `/restraint-aversive-intervention/{route}` for a user holding `permissions`, Adams chosen. */
export const renderRestraint = (route: string, permissions: readonly string[]) =>
  renderRemoteRoute({ app: appDefinition, App, route, permissions, leas, currentLeaId: adams.id });

export const pageAnswer = <Row,>(items: Row[], call: ApiCall): Page<Row> => ({
  items,
  totalCount: items.length,
  pageNumber: Number(call.query.pageNumber),
  pageSize: Number(call.query.pageSize),
});

export const listItem = (id: number, rest: Partial<IncidentListItem> = {}): IncidentListItem => ({
  id,
  number: `RAI-27-${String(id).padStart(5, '0')}`,
  localIncidentId: `LOC-${id}`,
  status: 'Draft',
  leaId: adams.id,
  leaName: adams.name,
  schoolId: 11,
  schoolName: 'Adams Elementary',
  privateSchoolId: null,
  schoolYear: 2027,
  incidentDate: '2026-09-14',
  students: [{ stateStudentId: 'NV123', name: 'S*** J***' }],
  interventionTypes: ['PHYSICAL'],
  updatedAt: '2026-09-15T10:00:00.000Z',
  ...rest,
});

/** A finalized incident (details tier) with one physical restraint without an emergency, and its Open violation. */
export const incidentRecord = (rest: Partial<IncidentRecord> = {}): IncidentRecord => ({
  id: 7,
  number: 'RAI-27-00007',
  leaId: adams.id,
  leaName: adams.name,
  schoolId: 11,
  schoolName: 'Adams Elementary',
  privateSchoolId: null,
  privateSchoolName: null,
  schoolYear: 2027,
  localIncidentId: 'LOC-7',
  incidentDate: '2026-09-14',
  discoveredDate: null,
  recordFiledDate: '2026-09-14',
  location: 'Classroom 4',
  setting: null,
  antecedent: null,
  behavior: 'Threw chairs',
  deescalation: 'Verbal redirection',
  consequence: null,
  policeInvolved: false,
  arrest: false,
  status: 'Finalized',
  version: 2,
  finalizedAt: '2026-09-15T10:00:00.000Z',
  reopenReason: null,
  createdAt: '2026-09-14T20:00:00.000Z',
  updatedAt: '2026-09-15T10:00:00.000Z',
  tier: 'details',
  students: [
    {
      id: 70,
      stateStudentId: 'NV123',
      firstName: 'Sam',
      lastName: 'Jones',
      birthDate: '2015-02-01',
      grade: '05',
      disabilityStatus: 'IDEA',
      disabilityCategory: null,
      sex: null,
      raceEthnicity: null,
      englishLearner: null,
      hasIep: true,
      hasBehaviorPlan: false,
      interventions: [
        {
          id: 700,
          type: 'PHYSICAL',
          aversiveSubtype: null,
          startAt: '2026-09-14T17:00:00.000Z',
          endAt: '2026-09-14T17:10:00.000Z',
          durationMinutes: 10,
          emergency: false,
          emergencyReason: null,
          holdOrDevice: 'Basket hold',
          medicalOrder: null,
          releaseChecks: null,
          staffTrained: null,
        },
      ],
    },
  ],
  staff: [],
  injuries: [],
  notices: [],
  violations: [{ id: 31, number: 'RAI-27-00007-V1', ruleCode: 'PR-NO-EMERGENCY', status: 'Open', studentStateId: 'NV123', plan: null }],
  flags: [],
  deadlines: [],
  followUps: [],
  ...rest,
});

export const plan = (rest: Partial<PlanRecord> = {}): PlanRecord => ({
  id: 90,
  source: 'restraint',
  leaId: adams.id,
  leaName: adams.name,
  planGroupKey: 'restraint-incident-7',
  status: 'Draft',
  dueDate: '2026-10-14',
  submittedDate: null,
  approvedDate: null,
  evidenceSubmittedDate: null,
  verifiedDate: null,
  findingCount: 1,
  openUrl: '/restraint-aversive-intervention/incidents?incidentId=7',
  items: [],
  findings: [],
  documents: [],
  extensions: [],
  history: [],
  ...rest,
});
