/** What each route still to be built is for, keyed by its path in the route map. */
export const purposes: Record<string, string> = {
  reports: 'Reports on restraint and aversive intervention by district, school, student, teacher and incident, counted from finalized incidents.',
  incidents: 'The list of reported incidents, where staff enter an incident, review it and finalize it.',
  'state-tracking': "State staff follow each LEA's drafts, finalized incidents, violations and plans for the chosen school year.",
  import: 'Upload a CSV file of interventions to add many incidents at once, with a report of the rows that were rejected.',
};
