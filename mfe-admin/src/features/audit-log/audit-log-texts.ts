/** What the Audit Log page says. */
export const AuditLogTexts = {
  intro:
    'Who did what to which record, and when, in every application, and who read which students’ data (a record, a list, a search, an export or an import). Entries are only ever added: no one can change or delete them.',
  filters: 'Filters',
  service: 'Service',
  event: 'Event',
  actor: 'Actor',
  recordType: 'Record type',
  recordId: 'Record id',
  studentId: 'Student id',
  lea: 'LEA',
  dates: 'Dates',
  apply: 'Apply',
  clear: 'Clear filters',
  search: 'Search the log',
} as const;
