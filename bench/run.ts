import path from 'node:path';
import { launchBrowser, portalUrl } from '../e2e/support/browser';
import { measureAppOpening } from './app-open';
import { startBareFastify } from './bare-fastify';
import { startBrowserPortal } from './browser-portal';
import { measureB7Report } from './eco-b7-report';
import { measureAnnualReport } from './restraint-annual-report';
import { measureChildSearch } from './eco-child-search';
import { measureFirstPaint } from './first-paint';
import { measureMailThroughput } from './mail-throughput';
import { measurePsos } from './psos';
import { measureRestraintImport } from './restraint-import';
import { measureIncidentList } from './restraint-incident-list';
import { collectResults, firstPaintTable, saveResults, summary } from './report';
import { startServicesOnPostgres } from './services-on-postgres';
import { measureThroughput } from './throughput';

/**
 * `npm run bench`: the first-paint size of the sign-in page, the time from a menu click to
 * an application's first figure, the child list's throughput beside a bare Fastify route, the
 * state-wide B7 report's and the child search's response times, the restraint and PSOS reads and imports, and the notification worker's mails per second beside a bare nodemailer loop. Everything it starts listens on 127.0.0.1 and is stopped before it exits.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(repoRoot, 'bench', 'results', 'latest.json');
// On the demo data a cold build and the portal's start take most of this; on the large data set
// (BENCH_DATABASE_URL) the restraint imports alone take five minutes or more.
const TIME_LIMIT_MS = (process.env.BENCH_DATABASE_URL ? 20 : 10) * 60_000;
const CLOSE_LIMIT_MS = 30_000;

const closers: (() => Promise<void>)[] = [];

async function closeAll(): Promise<void> {
  for (let close = closers.shift(); close; close = closers.shift()) {
    try {
      await close();
    } catch (error) {
      console.error(error);
    }
  }
}

async function abort(reason: string): Promise<never> {
  console.error(reason);
  setTimeout(() => process.exit(1), CLOSE_LIMIT_MS).unref();
  await closeAll();
  process.exit(1);
}

const deadline = setTimeout(() => void abort(`The bench did not finish within ${TIME_LIMIT_MS / 60_000} minutes; stopped.`), TIME_LIMIT_MS);
process.once('SIGINT', () => void abort('Interrupted.'));

try {
  console.log('Starting the portal as npm start does, for the browser figures...');
  const portal = await startBrowserPortal(repoRoot);
  closers.unshift(() => portal.stop());
  const browser = await launchBrowser();
  closers.unshift(() => browser.close());

  console.log('\nMeasuring what crosses the network before /auth/login first paints...');
  const firstPaint = await measureFirstPaint(browser, portalUrl('/auth/login'));
  console.log(firstPaintTable(firstPaint));

  console.log('\nOpening each application of the district user from the menu...');
  const appOpen = await measureAppOpening(browser);
  for (const a of appOpen.apps) console.log(`  ${a.application}: ${Math.round(a.ms)} ms`);
  // The browser and its portal would take CPU from the servers under load.
  await closeAll();

  console.log('\nStarting the services on PostgreSQL and a bare Fastify app for the load runs...');
  const bare = await startBareFastify();
  closers.unshift(() => bare.app.close());
  const services = await startServicesOnPostgres(repoRoot);
  closers.unshift(() => services.close());
  const throughput = await measureThroughput(bare.url, services);
  console.log('\nTiming the state-wide B7 report...');
  const b7Report = await measureB7Report(services);
  console.log("\nTiming the state's restraint annual report...");
  const restraintAnnualReport = await measureAnnualReport(services);
  console.log('\nTiming the child search by name, date of birth and state student id...');
  const childSearch = await measureChildSearch(services);
  // Before the import, which adds its incidents to the database.
  console.log('\nTiming the restraint incidents list...');
  const incidentList = await measureIncidentList(services);
  console.log("\nTiming PSOS: the state's B14 report, the District Dashboard and a 20,000-row student list preview...");
  const psos = await measurePsos(services);
  console.log('\nImporting a 50,000-row restraint file: preview, commit, the same file again, another with finalize on commit...');
  const restraintImport = await measureRestraintImport(services);
  await closeAll();

  console.log('\nSending mail through the notification worker, beside a bare nodemailer loop...');
  const mail = await measureMailThroughput();

  const results = collectResults(
    firstPaint,
    appOpen,
    throughput,
    b7Report,
    childSearch,
    mail,
    restraintImport,
    incidentList,
    restraintAnnualReport,
    psos,
  );
  saveResults(results, resultsFile);
  console.log(`\n${summary(results)}\n\nWritten to ${path.relative(repoRoot, resultsFile)}`);
} catch (error) {
  console.error(error);
  await abort('The bench failed.');
} finally {
  clearTimeout(deadline);
}
