/** The Post-School Outcomes Survey permission keys of spec 6. */
export const PsosPermissions = {
  Access: 'PostSchoolOutcomesSurvey.access',
  CollectionView: 'PostSchoolOutcomesSurvey.collection.view',
  CollectionEdit: 'PostSchoolOutcomesSurvey.collection.edit',
  StudentListView: 'PostSchoolOutcomesSurvey.studentlist.view',
  SurveyListView: 'PostSchoolOutcomesSurvey.surveylist.view',
  TrackingView: 'PostSchoolOutcomesSurvey.tracking.view',
  DistrictDashboardView: 'PostSchoolOutcomesSurvey.dashboard.district.view',
  VendorDashboardView: 'PostSchoolOutcomesSurvey.dashboard.vendor.view',
  ReportsView: 'PostSchoolOutcomesSurvey.reports.view',
  DistrictDashboardReset: 'PostSchoolOutcomesSurvey.dashboard.district.reset',
} as const;
