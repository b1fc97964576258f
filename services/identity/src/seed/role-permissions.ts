import {
  AppPermissions as A,
  DisputePermissions as D,
  EcoPermissions as E,
  MonitoringPermissions as M,
  PsosPermissions as P,
  RestraintPermissions as R,
  Roles,
  permissionCatalogue,
  type Permission,
  type RoleName,
} from '@portal/shared-contracts';

/**
 * The demo permission set of each role. Spec 6 leaves the mapping open; this is
 * the starting point a state adjusts in Roles & Permissions.
 */
const everyModulePermission = permissionCatalogue.filter((p) => p.groupName !== 'App').map((p) => p.value);

const stateAdmin: Permission[] = [
  A.StateAdmin,
  A.StateUser,
  // A role is given only by someone holding all it carries: these let a state admin give the district roles.
  A.LocalAdmin,
  A.LocalUser,
  A.JurisdictionUsersView,
  A.RolesView,
  A.RolesManage,
  A.RolesAssign,
  A.AllLeas,
  A.UsersView,
  A.UsersManage,
  A.LeasManage,
  A.SchoolsManage,
  A.EmailLogsView,
  A.TextBlocksManage,
  A.NotificationManage,
  A.ListManagerManage,
  A.AuditLogView,
  ...everyModulePermission,
];

const stateUser: Permission[] = [
  A.StateUser,
  A.AllLeas,
  // restraint.md, Default grants: every view and report, update, reopen, document approval, e-mail templates.
  R.Access,
  R.DistrictReportView,
  R.SchoolReportView,
  R.StudentReportView,
  R.TeacherReportView,
  R.IncidentReportView,
  R.ViolationView,
  R.ViolationListView,
  R.ViolationDetailsView,
  R.ViolationUpdate,
  R.ViolationReopen,
  R.DocumentApprovalUpdate,
  R.EmailTemplatesView,
  R.NotifyViolationCreated,
  R.NotifyCapDeadlineWarning,
  R.NotifyCapDeadlineMissed,
  E.Access,
  E.AdvancedSearchView,
  E.ReportsView,
  E.FinalizeScores,
  E.Unlock,
  // psos.md gives collection edit to the state: opening and closing collections, building lists, interviewing any youth.
  P.Access,
  P.CollectionEdit,
  P.TrackingView,
  P.DistrictDashboardView,
  P.VendorDashboardView,
  P.CollectionView,
  P.StudentListView,
  P.SurveyListView,
  P.ReportsView,
  D.Access,
  D.RequestsView,
  D.RequestsUpdate,
  D.CaseActionsView,
  D.CaseActionsEdit,
  D.CaseLink,
  D.WithdrawalsView,
  D.ReportsView,
  D.SummaryReport,
  D.StateTracking,
  M.Access,
  M.DashboardView,
  M.VisitView,
  M.VisitInit,
  M.VisitStudentsSelect,
  M.FileReviewAnswer,
];

const localUser: Permission[] = [
  A.LocalUser,
  // restraint.md, Default grants: module, the three view tiers, create, update, files, and the school, student, teacher and incident reports.
  R.Access,
  R.ViolationCreate,
  R.ViolationUpdate,
  R.ViolationView,
  R.ViolationListView,
  R.ViolationDetailsView,
  R.FileUpload,
  R.DocumentDelete,
  R.SchoolReportView,
  R.StudentReportView,
  R.TeacherReportView,
  R.IncidentReportView,
  R.NotifyViolationCreated,
  R.NotifyCapDeadlineWarning,
  R.NotifyCapDeadlineMissed,
  E.Access,
  E.SubmitScores,
  E.ReportsView,
  P.Access,
  P.DistrictDashboardView,
  P.CollectionView,
  P.StudentListView,
  P.ReportsView,
  D.Access,
  D.RequestsView,
  D.CaseActionsView,
  M.Access,
  M.DashboardView,
  M.VisitView,
  M.FileReviewAnswer,
];

const localAdmin: Permission[] = [
  ...localUser,
  A.LocalAdmin,
  A.JurisdictionUsersView,
  A.UsersManage,
  A.RolesAssign,
  // restraint.md, Default grants: a local user's, plus finalize, data import and the district report.
  R.ViolationFinalize,
  R.DataImport,
  R.DistrictReportView,
  P.DistrictDashboardReset,
];

const publicUser: Permission[] = [D.Access, D.RequestsCreate, D.RequestsView];

/**
 * Roles of the demo only, beside the spec's: spec 6 names no role for a contracted call centre's
 * interviewers, whom psos.md lets see and interview only their vendor's youth.
 */
export const DEMO_ROLE_PSOS_VENDOR = 'PsosVendorInterviewer';
export const demoRolePermissions: Record<string, { description: string; permissions: readonly Permission[] }> = {
  [DEMO_ROLE_PSOS_VENDOR]: {
    description: 'Post-school outcomes interviewer of a contracted vendor',
    permissions: [P.Access, P.VendorDashboardView],
  },
};

export const rolePermissions: Record<RoleName, { description: string; permissions: readonly Permission[] }> = {
  [Roles.SiteAdmin]: {
    description: 'Site administrator: every application and setting',
    permissions: permissionCatalogue.map((p) => p.value),
  },
  [Roles.StateAdmin]: { description: 'State administrator', permissions: stateAdmin },
  [Roles.StateUser]: { description: 'State staff', permissions: stateUser },
  [Roles.LocalAdmin]: { description: 'District administrator', permissions: localAdmin },
  [Roles.LocalUser]: { description: 'District staff', permissions: localUser },
  [Roles.DisputePublicUser]: { description: 'Public dispute-resolution requester', permissions: publicUser },
};
