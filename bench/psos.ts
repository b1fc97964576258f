import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { seededRandom } from '@portal/service-kit';
import { sendRequest } from '@portal/service-kit/testing';
import { Headers, type ImportState } from '@portal/shared-contracts';
import {
  EXIT_REASONS,
  STUDENT_LIST_COLUMNS,
  type B14Report,
  type CollectionSummary,
  type DistrictDashboard,
  type StudentListColumn,
  type StudentListImportResult,
} from '@portal/shared-contracts/psos';
import { timeOneAtATime, type RequestTimings } from './request-timing';
import { signInForApi, startServicesOnPostgres, type ServicesOnPostgres } from './services-on-postgres';

/**
 * PSOS at a state's scale (issue 17, "Scale and speed"), on the psos service's own port: the
 * state's B14 report with representativeness as stateuser@example.org and the District Dashboard
 * of the district user's LEA, one request at a time; then a generated 20,000-row student list
 * previewed by the district user, from the upload to the poll that finds it done, with the longest
 * its progress stood still. Over the large data set (30,000 leavers, 18,000 interviews in the
 * 2025-2026 collection) to compare with the goals.
 */
export const B14_REPORT_PATH = '/api/psos/reports/b14';
export const DISTRICT_DASHBOARD_PATH = '/api/psos/dashboards/district';
export const LIST_IMPORT_PATH = '/api/psos/student-lists/imports';
export const PSOS_B14_GOAL_MS = 1000;
export const PSOS_DASHBOARD_GOAL_MS = 300;
export const PSOS_PREVIEW_GOAL_MS = 30_000;
/** The large data set's collection (services/psos/src/seed-large.ts). */
const SCHOOL_YEAR = Number(process.env.BENCH_PSOS_YEAR ?? 2026);
const REPORT_RUNS = Number(process.env.BENCH_PSOS_RUNS ?? 30);
const WARM_UP_RUNS = 3;
const LIST_ROWS = Number(process.env.BENCH_PSOS_LIST_ROWS ?? 20_000);
/** Every n-th row has an impossible birth date, so the preview reports line errors too. */
const REJECT_EVERY = 500;
const POLL_MS = 250;
const DISTRICT_USER = 'districtuser@example.org';

export interface PsosFigures {
  database: ServicesOnPostgres['database'];
  schoolYear: number;
  /** The state's B14 report: its L and R, and its times. */
  b14: RequestTimings & { L: number; R: number; subgroups: number };
  /** The District Dashboard of the district user's LEA: its L, and its times. */
  dashboard: RequestTimings & { L: number };
  preview: {
    rows: number;
    ms: number;
    longestStillMs: number;
    acceptedRows: number;
    rejectedRows: number;
    newYouth: number;
    changedYouth: number;
    removedYouth: number;
    machineLoadBefore: number;
  };
}

/**
 * A district's list file of `rows` rows for its LEA: the first youth already listed (as many as
 * there are, up to half the file) again with other values, then new ones, every REJECT_EVERY-th
 * row with a birth date that does not exist.
 */
function listFile(rows: number, leaCode: string, schoolCodes: readonly string[], knownIds: readonly string[], tag: string): string {
  const rng = seededRandom(0x5015);
  const from = `${SCHOOL_YEAR - 1}-07-01`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const to = `${SCHOOL_YEAR}-06-30` < yesterday ? `${SCHOOL_YEAR}-06-30` : yesterday;
  const known = knownIds.slice(0, Math.floor(rows / 2));
  const lines = [STUDENT_LIST_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const { firstName, lastName } = rng.person();
    const exitDate = rng.dateBetween(from, to);
    const exitYear = Number(exitDate.slice(0, 4));
    const values: Partial<Record<StudentListColumn, string>> = {
      stateStudentId: known[i] ?? `B${tag}${String(i).padStart(6, '0')}`,
      leaCode,
      schoolCode: schoolCodes.length ? rng.pick(schoolCodes) : '',
      firstName,
      lastName,
      birthDate:
        i % REJECT_EVERY === REJECT_EVERY - 1
          ? `${exitYear - 18}-02-30`
          : rng.dateBetween(`${exitYear - 20}-01-01`, `${exitYear - 17}-12-31`),
      exitDate,
      exitReason: rng.pick(EXIT_REASONS),
      disabilityCategory: rng.pick(['LD', 'LD', 'LD', 'ED', 'ID', 'AUT', 'OHI', 'SLI']),
      sex: rng.pick(['F', 'M']),
      raceEthnicity: rng.pick(['HISPANIC', 'BLACK', 'WHITE', 'WHITE', 'WHITE', 'TWO_OR_MORE']),
      englishLearner: rng.chance(0.1) ? 'Y' : 'N',
      phone: `(402) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      guardianName: rng.chance(0.6) ? `${rng.person().firstName} ${lastName}` : '',
      city: 'Lincoln',
      state: 'NE',
      zip: '68508',
    };
    lines.push(STUDENT_LIST_COLUMNS.map((c) => values[c] ?? '').join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function previewList(services: ServicesOnPostgres, headers: Record<string, string>, collectionId: number, leaId: number) {
  const { lea_code: leaCode } = await services.db
    .selectFrom('directory.leas')
    .select('lea_code')
    .where('id', '=', leaId)
    .executeTakeFirstOrThrow();
  const schools = await services.db.selectFrom('directory.schools').select('external_school_id').where('lea_id', '=', leaId).execute();
  const known = await services.db
    .selectFrom('psos.leavers')
    .select('state_student_id')
    .where('school_year', '=', SCHOOL_YEAR)
    .where('lea_id', '=', leaId)
    .orderBy('id')
    .execute();
  const text = listFile(
    LIST_ROWS,
    leaCode,
    schools.map((s) => s.external_school_id),
    known.map((k) => k.state_student_id),
    Date.now().toString(36).toUpperCase(),
  );
  console.log(`  File: ${LIST_ROWS.toLocaleString('en-US')} rows, ${(text.length / (1024 * 1024)).toFixed(1)} MB, for ${leaCode}.`);
  const url = services.urlOf('psos');
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'bench-list.csv');
  const machineLoadBefore = os.loadavg()[0]!;
  const started = performance.now();
  const res = await sendRequest(url, {
    method: 'POST',
    url: `${LIST_IMPORT_PATH}?collectionId=${collectionId}&leaId=${leaId}&preview=true`,
    headers,
    payload: form,
  });
  if (res.statusCode !== 202) throw new Error(`POST ${LIST_IMPORT_PATH} answered ${res.statusCode}: ${res.body}`);
  const { id } = res.json<{ id: string }>();
  // The page's progress bar: how long it stood still at the most, from the upload's answer to the end.
  let done = -1;
  let moved = performance.now();
  let longestStillMs = 0;
  for (;;) {
    const state = (await sendRequest(url, { url: `${LIST_IMPORT_PATH}/${id}`, headers })).json<ImportState<StudentListImportResult>>();
    const now = performance.now();
    if (state.progress.done !== done || state.status === 'done') {
      longestStillMs = Math.max(longestStillMs, now - moved);
      done = state.progress.done;
      moved = now;
    }
    if (state.status === 'failed') throw new Error(`The preview failed: ${state.error}`);
    if (state.status === 'done') {
      const r = state.result!;
      const figures = {
        rows: LIST_ROWS,
        ms: now - started,
        longestStillMs,
        acceptedRows: r.acceptedRows,
        rejectedRows: r.rejectedRows,
        newYouth: r.newYouth,
        changedYouth: r.changedYouth,
        removedYouth: r.removedYouth,
        machineLoadBefore,
      };
      // The preview's writes were rolled back; their dead rows are vacuumed away as autovacuum
      // would in time, so every run on a kept database reads the same table. (Its disclosure
      // entry stays: the log is append-only.)
      if (services.database === 'BENCH_DATABASE_URL') await sql`vacuum analyze psos.leavers`.execute(services.db);
      return figures;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Times the B14 report, the District Dashboard and a list preview on the services `npm run bench` started. */
export async function measurePsos(services: ServicesOnPostgres): Promise<PsosFigures> {
  const url = services.urlOf('psos');
  const state = await signInForApi(services.urlOf('identity'), 'stateuser@example.org', SCHOOL_YEAR);
  const district = await signInForApi(services.urlOf('identity'), DISTRICT_USER, SCHOOL_YEAR);
  const collections = (await sendRequest(url, { url: '/api/psos/collections', headers: state.headers })).json<CollectionSummary[]>();
  const collection = collections.find((c) => c.schoolYear === SCHOOL_YEAR);
  if (!collection) throw new Error(`There is no PSOS collection for ${SCHOOL_YEAR}.`);
  const leaId = Number(district.headers[Headers.CurrentLea]);

  const get = async <T>(path: string, headers: Record<string, string>) => {
    const res = await sendRequest(url, { url: path, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body}`);
    return res.json<T>();
  };
  const b14Path = `${B14_REPORT_PATH}?collectionId=${collection.id}`;
  const askB14 = () => get<B14Report>(b14Path, state.headers);
  const report = await askB14();
  const b14 = await timeOneAtATime(askB14, REPORT_RUNS, WARM_UP_RUNS);
  console.log(`  B14 report (the state, L ${report.L}, R ${report.R}): p50 ${Math.round(b14.p50Ms)} ms, p95 ${Math.round(b14.p95Ms)} ms.`);

  const dashboardPath = `${DISTRICT_DASHBOARD_PATH}?collectionId=${collection.id}&leaId=${leaId}`;
  const askDashboard = () => get<DistrictDashboard>(dashboardPath, district.headers);
  const dashboardAnswer = await askDashboard();
  const dashboard = await timeOneAtATime(askDashboard, REPORT_RUNS, WARM_UP_RUNS);
  console.log(
    `  District Dashboard (L ${dashboardAnswer.verification.L}): p50 ${Math.round(dashboard.p50Ms)} ms, p95 ${Math.round(dashboard.p95Ms)} ms.`,
  );

  const preview = await previewList(services, district.headers, collection.id, leaId);
  console.log(
    `  List preview: ${(preview.ms / 1000).toFixed(1)} s; progress still for ${(preview.longestStillMs / 1000).toFixed(1)} s at the most; ${preview.acceptedRows} rows accepted, ${preview.rejectedRows} rejected.`,
  );
  return {
    database: services.database,
    schoolYear: SCHOOL_YEAR,
    b14: { ...b14, L: report.L, R: report.R, subgroups: report.representativeness.subgroups.length },
    dashboard: { ...dashboard, L: dashboardAnswer.verification.L },
    preview,
  };
}

/** The figures as the bench's summary shows them, each beside the machine's load average as it began. */
export function psosSummary(figures: PsosFigures): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const count = (value: number) => value.toLocaleString('en-US');
  const verdict = (value: number, goal: number) => `<= ${ms(goal)}: ${value <= goal ? 'met' : 'MISSED'}`;
  const { b14, dashboard, preview } = figures;
  const rows: string[][] = [
    [`GET ${B14_REPORT_PATH} (the state): p50`, ms(b14.p50Ms), '', b14.machineLoadBefore.toFixed(1)],
    [`  p95 of ${b14.runs}`, ms(b14.p95Ms), verdict(b14.p95Ms, PSOS_B14_GOAL_MS), ''],
    [
      `GET ${DISTRICT_DASHBOARD_PATH} (${count(dashboard.L)} leavers): p50`,
      ms(dashboard.p50Ms),
      '',
      dashboard.machineLoadBefore.toFixed(1),
    ],
    [`  p95 of ${dashboard.runs}`, ms(dashboard.p95Ms), verdict(dashboard.p95Ms, PSOS_DASHBOARD_GOAL_MS), ''],
    [
      `POST ${LIST_IMPORT_PATH}, preview of ${count(preview.rows)} rows`,
      ms(preview.ms),
      verdict(preview.ms, PSOS_PREVIEW_GOAL_MS),
      preview.machineLoadBefore.toFixed(1),
    ],
    ['  the longest the progress stood still', ms(preview.longestStillMs), '', ''],
  ];
  const head = ['figure', 'value', 'goal', 'load average before'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `PSOS ${figures.schoolYear} collection, one request at a time on the psos service's own port (${figures.database} PostgreSQL database): the state's B14 report as stateuser@example.org over ${count(b14.L)} listed leavers and ${count(b14.R)} respondents (${b14.subgroups} subgroups); the District Dashboard and the preview (${count(preview.acceptedRows)} rows accepted, ${count(preview.rejectedRows)} rejected; ${count(preview.newYouth)} new, ${count(preview.changedYouth)} changed, ${count(preview.removedYouth)} removed youth) as districtuser@example.org`,
    '',
    line(head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

// `npx tsx bench/psos.ts`: this measurement alone, on its own services.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const services = await startServicesOnPostgres(path.resolve(import.meta.dirname, '..'));
  try {
    console.log(`\n${psosSummary(await measurePsos(services))}`);
  } finally {
    await services.close();
  }
}
