import { ECO_IMPORT_COLUMNS } from '@portal/shared-contracts/eco';

/** What the ratings import says. */
export const ImportTexts = {
  open: 'Import ratings',
  title: 'Import Ratings',
  help: `A CSV file with a header row naming the columns ${ECO_IMPORT_COLUMNS.join(', ')} (in any order), then a row per program record of a child. A row is matched to a record by its state student id and entry date: new ones are added, known ones take the file's values.`,
  formats: 'Dates are written YYYY-MM-DD. Ratings are 1 to 7, or blank. Progress answers are Y, N, or blank.',
  chooseFile: 'CSV file',
  previewing: 'Checking the file...',
  previewed: 'Preview ready',
  runImport: 'Import',
  importing: 'Importing...',
  imported: 'Ratings imported',
  cancel: 'Cancel',
  close: 'Close',
  done: 'The ratings were imported.',
  wouldAdd: 'Would be added',
  wouldUpdate: 'Would be updated',
  added: 'Added',
  updated: 'Updated',
  unchanged: 'Unchanged',
  rejected: 'Rejected',
  withWarnings: 'With warnings',
  stateStudentId: 'State student id',
} as const;
