/** What the Child List page says. */
export const ChildListTexts = {
  showing: (lea: string, year: string) => `Children of ${lea} in the program during ${year}.`,
  unknownLea: (id: number) => `LEA ${id}`,
  search: 'Search name or state student id',
  school: 'School',
  allSchools: 'All schools',
  entryWindow: 'Entry window',
  entryFrom: 'Entry from',
  entryTo: 'Entry to',
  exitWindow: 'Exit window',
  exitFrom: 'Exit from',
  exitTo: 'Exit to',
  missing: 'Missing data',
  anyData: 'Any',
  dataQuality: 'Data quality',
  anyQuality: 'Any data quality',
  caption: 'Children in the program',
  exportFile: 'child-list.csv',
} as const;

export const ChildListColumns = {
  name: 'Name',
  stateStudentId: 'State student id',
  birthDate: 'Birth date',
  school: 'School',
  entryDate: 'Entry date',
  exitDate: 'Exit date',
  nextStep: 'Next step',
  dataQuality: 'Data quality',
} as const;
