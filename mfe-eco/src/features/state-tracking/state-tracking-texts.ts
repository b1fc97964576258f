/** What the State Tracking page says. */
export const StateTrackingTexts = {
  intro: (year: string) => `Each LEA's entry and exit ratings for ${year}. Open an LEA to see its children.`,
  caption: 'Completion by LEA',
  conflictsTitle: 'Records held for review',
  conflictsIntro:
    'Records a district could not save because the child has program records in another LEA. The district was told only that the state will review it; settle each with the LEAs, then mark it resolved.',
  conflictsCaption: 'Records held for review',
  noConflicts: 'No records are waiting for review.',
  resolve: 'Resolve',
  resolveTitle: (stateStudentId: string) => `Resolve the conflict of ${stateStudentId}`,
  resolution: 'How it was settled',
  resolved: 'Marked resolved',
} as const;
