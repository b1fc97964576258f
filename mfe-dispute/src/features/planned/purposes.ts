/** What each route still to be built is for, keyed by its path in the route map. */
export const purposes: Record<string, string> = {
  request: 'Create a dispute resolution request, or open the record of an existing case.',
  reports: 'Cases by type, status, LEA, year and assignee, and issues by citation and LEA.',
  'reports/summary-report': "The year's dispute resolution summary (EMAPS Table 7) with indicators B15 and B16.",
  'reports/state-tracking': 'State staff follow filings, open cases and deadlines for each LEA and each case.',
  'survey-manager': 'Write the satisfaction surveys sent to the parties when a case closes.',
  'email-templates': 'Edit the e-mail templates sent to the parties at each step of a case.',
};
