/** The Dispute Resolution permission keys of spec 6. */
export const DisputePermissions = {
  Access: 'DisputeResolution.access',
  RequestsView: 'DisputeResolution.requests.view',
  RequestsCreate: 'DisputeResolution.requests.create',
  RequestsUpdate: 'DisputeResolution.requests.update',
  RequestsDelete: 'DisputeResolution.requests.delete',
  CaseActionsView: 'DisputeResolution.caseactions.view',
  CaseActionsEdit: 'DisputeResolution.caseactions.edit',
  CaseLink: 'DisputeResolution.case.link',
  WithdrawalsView: 'DisputeResolution.withdrawals.view',
  EmailTemplatesManage: 'DisputeResolution.emailtemplates.manage',
  SummaryReport: 'DisputeResolution.reports.summary',
  StateTracking: 'DisputeResolution.reports.statetracking',
  ReportsView: 'DisputeResolution.reports.view',
} as const;
