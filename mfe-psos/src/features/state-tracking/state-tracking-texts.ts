/** What State Tracking says. */
export const StateTrackingTexts = {
  intro: (year: string) =>
    `Each LEA’s student list, contact attempts and response rates for the ${year} collection. Open an LEA to go to its District Dashboard.`,
  caption: 'Collection progress by LEA',
  state: 'State',
  file: (year: number) => `psos-state-tracking-${year}`,
  duplicatesTitle: 'Youth on two LEAs’ lists',
  duplicatesIntro:
    'One state student id on the lists of two LEAs, neither excluded. Keep the right record and exclude the other as a duplicate.',
  duplicatesCaption: 'Cross-LEA duplicates',
  noDuplicates: 'No youth is on two LEAs’ lists.',
  stateStudentId: 'State student id',
  records: 'Lists',
  excludeDuplicate: (leaCode: string) => `Exclude as duplicate in ${leaCode}`,
  excluded: 'Excluded as a duplicate',
} as const;
