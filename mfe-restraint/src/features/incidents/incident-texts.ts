import type { IncidentStatus } from '@portal/shared-contracts/restraint';

/** What the Incidents pages say. */
export const IncidentTexts = {
  showing: (lea: string, year: string) => `Incidents of ${lea} in ${year}.`,
  allLeas: 'every LEA',
  search: 'Search incident number or local incident id',
  status: 'Status',
  anyStatus: 'Any status',
  school: 'School',
  allSchools: 'All schools',
  newIncident: 'New incident',
  caption: 'Reported incidents',
  exportFile: 'restraint-incidents',
  columns: {
    number: 'Incident number',
    localIncidentId: 'Local incident id',
    school: 'School',
    incidentDate: 'Incident date',
    students: 'Students',
    types: 'Interventions',
    lea: 'LEA',
    status: 'Status',
  },
  backToList: 'Back to the incidents',
  notFound: 'The incident could not be found, or you may not open it.',
} as const;

export const StatusLabels: Record<IncidentStatus, string> = { Draft: 'Draft', Finalized: 'Finalized' };
