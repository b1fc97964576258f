/** What the State Tracking page says. */
export const StateTrackingTexts = {
  intro: (year: string) => `Each LEA's entry and exit ratings for ${year}. Open an LEA to see its children.`,
  caption: 'Completion by LEA',
} as const;

export const StateTrackingColumns = {
  lea: 'LEA',
  leaCode: 'LEA code',
  inProgram: 'In program',
  withEntryRatings: 'With entry ratings',
  exited: 'Exited',
  withExitRatings: 'With exit ratings',
  awaitingFinalization: 'Waiting for finalization',
  completion: 'Completion',
} as const;
