import path from 'node:path';
import { measureAnnualReport, annualReportSummary } from './restraint-annual-report';
import { measureIncidentList } from './restraint-incident-list';
import { incidentListSummary } from './report';
import { startServicesOnPostgres } from './services-on-postgres';

/**
 * `npm run bench`'s restraint reads alone, on their own services: the incidents list and the
 * state's annual report, one request at a time. Over the large data set:
 * `BENCH_DATABASE_URL=... npx tsx bench/restraint-reads.ts`.
 */
const services = await startServicesOnPostgres(path.resolve(import.meta.dirname, '..'));
try {
  console.log('Timing the restraint incidents list...');
  const incidentList = await measureIncidentList(services);
  console.log("Timing the state's restraint annual report...");
  const annualReport = await measureAnnualReport(services);
  console.log(`\n${incidentListSummary(incidentList)}\n\n${annualReportSummary(annualReport)}`);
} finally {
  await services.close();
}
