/** The Monitoring permission keys of spec 6. */
export const MonitoringPermissions = {
  Access: 'Monitoring.access',
  SurveyManage: 'Monitoring.survey.manage',
  DashboardView: 'Monitoring.dashboard.view',
  VisitView: 'Monitoring.visit.view',
  VisitInit: 'Monitoring.visit.init',
  VisitStudentsSelect: 'Monitoring.visit.students.select',
  FileReviewAnswer: 'Monitoring.filereview.answer',
} as const;
