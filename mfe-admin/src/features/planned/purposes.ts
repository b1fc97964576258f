/** What each route still to be built is for, keyed by its path in the route map. */
export const purposes: Record<string, string> = {
  'manage-roles': 'Create roles and choose the permissions each role holds.',
  'manage-roles/permissions': 'The list of every permission in the portal, grouped by application.',
  'manage-leas': 'Add and edit LEAs (districts and charters), their contacts and school years.',
  'manage-schools': 'Add and edit the schools of each LEA.',
  'email-logs': 'Every e-mail the portal has sent, with its recipient and status.',
  'manage-text-blocks': "Edit the named text blocks that give instructions across the portal's screens.",
  'list-manager': "Edit the lists of values that the portal's forms offer.",
  'manage-notification': 'Set up the notification events that users can subscribe to.',
  'admin-utils': 'Tools for administrators to maintain the portal.',
};
