import type { IncidentStatus } from '@portal/shared-contracts/restraint';

/** What the Incidents pages say. */
export const IncidentTexts = {
  showing: (year: string) => `Incidents in ${year} that you may see.`,
  showingLea: (lea: string, year: string) => `Incidents of ${lea} in ${year}.`,
  showingPrivateSchool: (school: string, year: string) => `Incidents of ${school} (private school) in ${year}.`,
  privateSchool: 'Private school',
  allPrivateSchools: 'All private schools',
  lea: 'LEA',
  allLeas: 'All LEAs',
  search: 'Search incident number or local incident id',
  status: 'Status',
  anyStatus: 'Any status',
  school: 'School',
  allSchools: 'All schools',
  newIncident: 'New incident',
  caption: 'Reported incidents',
  exportFile: 'restraint-incidents',
  backToList: 'Back to the incidents',
  notFoundTitle: 'Incident',
  notFound: 'The incident could not be found, or you may not open it.',
} as const;

export const StatusLabels: Record<IncidentStatus, string> = { Draft: 'Draft', Finalized: 'Finalized' };
