/** What each route still to be built is for, keyed by its path in the route map. */
export const purposes: Record<string, string> = {
  visit: 'The list of monitoring visits, where each visit is planned, sampled, reviewed and followed through to correction.',
  visits: 'The list of monitoring visits, where each visit is planned, sampled, reviewed and followed through to correction.',
  'survey-manager': 'Write the file-review questionnaires that monitors answer during a visit.',
};
