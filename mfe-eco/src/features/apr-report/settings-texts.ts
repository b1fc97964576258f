import type { AgeExpectedWithNo, EcoSettings, SameRatingWithNo } from '@portal/shared-contracts/eco';

/** What the ECO settings form on the Reports page says. */
export const EcoSettingsTexts = {
  title: 'ECO settings',
  intro:
    "The state's choices where the ECO rules leave one. They apply to every LEA as soon as they are saved, and the report follows them.",
  fields: {
    progressQuestion: 'Progress question, asked for each outcome at exit',
    ageExpectedWithNo: 'Entry and exit both age-expected (6 or 7) with progress No',
    sameRatingWithNo: 'The same rating (2 to 5) at entry and exit with progress No',
    minimumDaysInProgram: 'Days in the program, at least, to be counted in the report',
    smallCellSize: 'Small-cell size of public LEA figures (0 for no suppression)',
    entryWindowDays: 'Days after program entry by which the entry ratings are due',
  } satisfies Record<keyof EcoSettings, string>,
  ageExpectedWithNo: {
    warning: 'A warning: the ratings are saved',
    error: 'An error: the answer must be Yes',
  } satisfies Record<AgeExpectedWithNo, string>,
  sameRatingWithNo: {
    b: 'Counted in category b',
    a: 'Counted in category a (the stricter reading)',
    exclude: 'Left out of the report',
  } satisfies Record<SameRatingWithNo, string>,
  save: 'Save settings',
  saving: 'Saving the settings...',
  saved: 'Settings saved',
} as const;
