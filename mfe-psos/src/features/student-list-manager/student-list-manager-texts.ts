import { STUDENT_LIST_COLUMNS, STUDENT_LIST_OPTIONAL_COLUMNS, StudentListLimits } from '@portal/shared-contracts/psos';

const required = STUDENT_LIST_COLUMNS.filter((column) => !STUDENT_LIST_OPTIONAL_COLUMNS.includes(column));

/** What the Student List Manager says. */
export const StudentListManagerTexts = {
  intro: (year: string) =>
    `The lists of youth who left school in ${year}, one per LEA. Upload a list, verify each youth on it, then submit it.`,
  caption: 'Student lists by LEA',
  columns: {
    lea: 'LEA',
    leaCode: 'LEA code',
    listStatus: 'List',
    listed: 'Listed',
    pending: 'Pending',
    confirmed: 'Confirmed',
    excluded: 'Excluded',
    actions: 'Actions',
  },
  openListLabel: (lea: string) => `Open the list of ${lea}`,
  upload: 'Upload',
  uploadLabel: (lea: string) => `Upload the list of ${lea}`,
  buildStatewide: 'Build lists from a statewide file',
  readOnly: 'The collection is Closed: the lists are read-only.',
} as const;

/** What the list upload says. */
export const ListImportTexts = {
  title: (lea: string | null) => (lea ? `Upload the list of ${lea}` : 'Build lists from a statewide file'),
  help: `A CSV file (UTF-8, at most ${StudentListLimits.importBytes / (1024 * 1024)} MB) with a header row, then a row per youth who left school. Required columns: ${required.join(', ')}. Optional: ${STUDENT_LIST_OPTIONAL_COLUMNS.join(', ')}. Columns may come in any order and any case; others are ignored.`,
  statewide: 'The file holds every LEA’s leavers; each row goes to the list of its leaCode.',
  merge:
    'Youth are matched by stateStudentId: new youth arrive Pending, known youth take the new values and keep their verification, and youth missing from the file are removed unless they have an attempt or an interview.',
  chooseFile: 'CSV file',
  previewing: 'Checking the file...',
  previewed: 'Preview ready',
  runImport: 'Load the list',
  importing: 'Loading the list...',
  imported: 'List loaded',
  cancel: 'Cancel',
  close: 'Close',
  done: 'The list was loaded. Verify each youth on it, then submit it.',
  counts: {
    rows: 'Rows',
    accepted: 'Accepted',
    rejected: 'Rejected',
    newYouth: 'New youth',
    wouldAddYouth: 'Youth to add',
    changedYouth: 'Changed',
    unchangedYouth: 'Unchanged',
    removedYouth: 'Removed',
  },
  perLeaTitle: 'By LEA',
  perLeaCaption: 'What the file does to each LEA’s list',
  keptTitle: 'Missing from the file but kept',
  keptIntro:
    'These youth are not in the file but have a contact attempt or an interview, so they stay on the list. Exclude each one that should not be surveyed.',
  keptCaption: 'Youth missing from the file and kept',
  ignored: (columns: readonly string[]) => `Columns ignored: ${columns.join(', ')}.`,
  columns: { lea: 'LEA code', stateStudentId: 'State student id' },
} as const;
