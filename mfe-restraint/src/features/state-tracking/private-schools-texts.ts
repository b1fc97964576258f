/** What the private schools section of State Tracking says. */
export const PrivateSchoolTexts = {
  title: 'Private schools',
  intro:
    'Restraint keeps the private schools (NRS 394) itself, under the state-level district. The users assigned to a school, with private school data entry, report its incidents.',
  caption: 'Private schools and their users',
  columns: { code: 'Code', name: 'Name', users: 'Users' },
  add: 'Add a private school',
  addTitle: 'Add a private school',
  code: 'Code (letters, digits and hyphens)',
  name: 'Name',
  added: 'Private school added.',
  users: (name: string) => `Users of ${name}`,
  usersButton: 'Users',
  usersTitle: (name: string) => `Users who report for ${name}`,
  usersHint: 'Only users who hold private school data entry can report for the school. Search by name or e-mail.',
  userField: 'Users',
  usersSaved: 'Users saved.',
  noSchools: 'No private schools yet.',
} as const;
