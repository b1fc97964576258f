/** What the Audit Log page says. */
export const AuditLogTexts = {
  intro: 'Who did what to which record, and when, in every application. Entries are only ever added: no one can change or delete them.',
  filters: 'Filters',
  service: 'Service',
  event: 'Event',
  actor: 'Actor',
  recordType: 'Record type',
  recordId: 'Record id',
  lea: 'LEA',
  dates: 'Dates',
  apply: 'Apply',
  clear: 'Clear filters',
  search: 'Search the log',
} as const;
