/** What the State Tracking page says. */
export const StateTrackingTexts = {
  intro: (year: string) => `Each LEA's entry and exit ratings for ${year}. Open an LEA to see its children.`,
  caption: 'Completion by LEA',
} as const;
