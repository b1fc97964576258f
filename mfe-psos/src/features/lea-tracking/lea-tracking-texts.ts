/** What the District Dashboard says. */
export const DistrictDashboardTexts = {
  figuresFor: (lea: string, year: string) => `${lea}, collection ${year}`,
  fields: {
    listStatus: 'List',
    verificationProgress: 'Verification progress ((Confirmed + Excluded) / L)',
    listed: 'Listed',
    pending: 'Pending',
    attempts: 'Contact attempts',
    attemptsPerContacted: 'Attempts per contacted youth',
  },
  interimTitle: 'Interim figures',
  finalTitle: 'Final figures',
  noLea: 'Choose an LEA in the top bar.',
  reset: 'Reset the district dashboard',
  resetTitle: (lea: string) => `Reset the district dashboard of ${lea}`,
  resetIntro: (lea: string, year: string) =>
    `For ${lea} and the ${year} collection this removes the student list, its verification, the youth’s own assignments, every contact attempt, interview and survey link, and sets the list back to Not started so that a corrected list can be loaded. Other LEAs are untouched. What is removed is archived.`,
  leaCode: (code: string) => `Type the LEA code (${code}) to confirm`,
  reason: 'Why the dashboard is reset',
  resetDone: 'District dashboard reset',
  resetSave: 'Reset',
} as const;
