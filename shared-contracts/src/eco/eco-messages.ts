/** What the eco service and the ECO pages say about a child's record, beyond the rating rules. */
export const EcoRecordMessages = {
  duplicateEntry: 'This state student id already has a program record with this entry date.',
  otherChild: "This state student id is another child's: its program records give another date of birth.",
  /**
   * The one answer when a state student id has program records in an LEA the user may not read: it
   * says nothing of those records (their dates, the date of birth), whatever the clash was.
   */
  heldForStateReview:
    'This state student id has program records in another LEA, so this was not saved. It has gone to the state for review; state staff will contact your LEA.',
  stillInProgram: 'This state student id has a program record without an exit date; exit it before adding a new entry.',
  bornBeforeEntry: 'The date of birth must be before the program entry date.',
  exitAfterEntry: 'The exit date cannot be before the program entry date.',
  exitReasonRequired: 'Give the exit reason with the exit date.',
  unknownSchool: 'Choose a school of this LEA.',
  leaNotWritable: 'You may not add or change children of this LEA.',
  finalized: 'The ratings are finalized; a user with the unlock permission must unlock them first.',
  notSubmittable: 'Rate all three outcomes, and answer the progress questions that decide a category, before submitting.',
  notSubmitted: 'Only submitted ratings can be finalized.',
  notFinalized: 'Only finalized ratings can be unlocked.',
  exitBeforeEntryRatings: 'Enter the entry ratings before the exit ratings.',
  exitRatingsNeedExitDate: 'Give the exit date before entering exit ratings.',
  staleVersion: 'Someone else changed this record since you opened it. Reload it to see their changes.',
} as const;
