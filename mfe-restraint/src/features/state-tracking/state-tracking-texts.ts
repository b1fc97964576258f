/** What the restraint State Tracking page says. */
export const StateTrackingTexts = {
  intro: (year: string) =>
    `Each LEA's and private school's restraint and aversive intervention incidents in ${year}. Open an LEA or private school to see its incidents.`,
  caption: 'Incidents by LEA and private school',
  privateSchool: (name: string) => `${name} (private school)`,
  totalCaption: 'State total',
} as const;
