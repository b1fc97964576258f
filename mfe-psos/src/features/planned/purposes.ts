/** What each route still to be built is for, keyed by its path in the route map. */
export const purposes: Record<string, string> = {
  'state-tracking': "State staff follow each LEA's student list, contact attempts and response rate for the collection.",
  'vendor-dashboard': "A survey vendor's youth, contact attempts and completed interviews, per LEA and in total.",
  'collection-manager': "Set up the school year's collection: its status, survey version and interview window.",
  'student-list-manager': "Upload and verify each LEA's list of youth who left school, to be surveyed one year out.",
  'student-list': "The youth on one LEA's list, with their verification and survey status.",
  'survey-manager': 'Write and publish versions of the survey questions.',
  reports: 'The post-school outcomes report (indicator B14) for the state and each LEA, with downloads.',
};
