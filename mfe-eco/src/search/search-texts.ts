/** What Child Search says. */
export const SearchTexts = {
  name: 'Name',
  namePlaceholder: 'First or last name, or both',
  birthDate: 'Date of birth',
  stateStudentId: 'State student id',
  allLeas: 'Search every LEA',
  search: 'Search',
  addChild: 'Add a child',
  needCriterion: 'Enter a name (two letters or more), a date of birth or a state student id.',
  results: 'Children found',
  noResults: 'No child matches. Check the spelling, or add the child.',
  truncated: 'More children match than are shown: narrow the search.',
  columns: { name: 'Child', stateStudentId: 'State student id', birthDate: 'Date of birth', lea: 'LEA', school: 'School', entryDate: 'Entry', exitDate: 'Exit', nextStep: 'Next step', actions: 'Actions' },
  entryScores: 'Entry scores',
  exitScores: 'Exit scores',
  entryScoresFor: (name: string) => `Entry scores of ${name}`,
  exitScoresFor: (name: string) => `Exit scores of ${name}`,
} as const;
