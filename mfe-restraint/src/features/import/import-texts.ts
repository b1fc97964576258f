import { RESTRAINT_IMPORT_COLUMNS } from '@portal/shared-contracts/restraint';

/** What the restraint Data Import page says. */
export const ImportTexts = {
  help: `A CSV file (UTF-8) with a header row naming the columns ${RESTRAINT_IMPORT_COLUMNS.join(', ')} in any order and any case, then one row per intervention. Rows with the same LEA, school and local incident id make one incident.`,
  formats:
    'Dates are written YYYY-MM-DD, times HH:MM (24-hour), date-times YYYY-MM-DD HH:MM in state time; Y/N and codes in any case; a blank cell is missing.',
  chooseFile: 'CSV file',
  finalize: 'Finalize on commit',
  finalizeHelp: 'Each incident written is finalized, so its rules run. Without it, incidents are saved as drafts.',
  previewing: 'Checking the file...',
  previewed: 'Preview ready',
  commit: 'Commit',
  importing: 'Importing...',
  imported: 'Incidents imported',
  cancel: 'Cancel',
  startOver: 'Import another file',
  done: 'The incidents were imported.',
  rows: 'Rows',
  accepted: 'Accepted rows',
  rejected: 'Rejected rows',
  newIncidents: 'New incidents',
  changedIncidents: 'Changed incidents',
  unchangedIncidents: 'Unchanged incidents',
  warningsCount: 'Warnings',
  incidentsTitle: 'Incidents',
  ignored: (columns: readonly string[]) => `Columns not read: ${columns.join(', ')}.`,
  columns: {
    number: 'Incident number',
    localIncidentId: 'Local incident id',
    change: 'Change',
    status: 'Status',
  },
  change: { new: 'New', changed: 'Changed', unchanged: 'Unchanged' },
  notYetNumbered: 'Numbered on commit',
} as const;
