import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { AnyDb } from '@portal/service-kit';
import { sendRequest } from '@portal/service-kit/testing';
import { type ImportState } from '@portal/shared-contracts';
import type { RestraintImportResult } from '@portal/shared-contracts/restraint';
import { generatedImportFile } from '@portal/service-restraint/generated-file';
import { signInForApi, startServicesOnPostgres, type ServicesOnPostgres } from './services-on-postgres';

/**
 * The restraint bulk import of a generated 50,000-row file (`BENCH_IMPORT_ROWS` to change), as the
 * district admin uploads it: its preview (validated, written and rolled back), then its commit,
 * each timed from the upload to the last poll that finds it done, then the commit of the same
 * file again (every incident unchanged); then another such file with "finalize on commit", its
 * preview and its commit (the rules run over every incident). Beside each, the longest the
 * progress the page shows stood still. Goals (issue 16): preview within 60 s, commit within 120 s.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
export const RESTRAINT_PREVIEW_GOAL_MS = 60_000;
export const RESTRAINT_COMMIT_GOAL_MS = 120_000;
const POLL_MS = 250;
const USER = 'districtadmin@example.org';
/** The district admin's LEA (the seed's demo district), where every generated incident is placed. */
const LEA_CODE = '01-1000';
const SCHOOL_YEAR = 2027;

export interface RestraintImportFigures {
  rows: number;
  incidents: number;
  previewMs: number;
  commitMs: number;
  againMs: number;
  /** A second file of the same size with "finalize on commit": its preview and its commit (the rules run over every incident). */
  finalizePreviewMs: number;
  finalizeCommitMs: number;
  /** The violations the rules found in the finalized file's incidents. */
  violations: number;
  /** The longest the import's progress stood still in any of the five runs. */
  longestStillMs: number;
  rejectedRows: number;
  previewWithinGoal: boolean;
  commitWithinGoal: boolean;
  finalizePreviewWithinGoal: boolean;
  finalizeCommitWithinGoal: boolean;
}

async function runImport(
  services: ServicesOnPostgres,
  headers: Record<string, string>,
  file: string,
  query: { preview: boolean; finalize?: boolean },
) {
  const url = services.urlOf('restraint');
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await sendRequest(url, {
    method: 'POST',
    url: `/api/restraint/imports?preview=${query.preview}&finalize=${query.finalize ?? false}`,
    headers,
    payload: form,
  });
  if (res.statusCode !== 202) throw new Error(`POST /api/restraint/imports answered ${res.statusCode}: ${res.body}`);
  const { id } = res.json<{ id: string }>();
  // The page's progress bar: how long it stood still at the most, from the upload's answer to the end.
  let done = -1;
  let moved = performance.now();
  let longestStillMs = 0;
  for (;;) {
    const state = (await sendRequest(url, { url: `/api/restraint/imports/${id}`, headers })).json<ImportState<RestraintImportResult>>();
    const now = performance.now();
    if (state.progress.done !== done || state.status === 'done') {
      longestStillMs = Math.max(longestStillMs, now - moved);
      done = state.progress.done;
      moved = now;
    }
    if (state.status === 'failed') throw new Error(`The import failed: ${state.error}`);
    if (state.status === 'done') return { ms: now - started, longestStillMs, result: state.result! };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const counts = ({ result: r, longestStillMs }: { result: RestraintImportResult; longestStillMs: number }) =>
  `${r.newIncidents} new, ${r.changedIncidents} changed, ${r.unchangedIncidents} unchanged incidents; ${r.rejectedRows} rows rejected; progress still for ${seconds(longestStillMs)} at the most`;

/** Starts the tag of every file the bench imports (local ids `GB…`; student ids take the tag too, at most 20 characters), so a clean-up finds every run's incidents. */
const BENCH_TAG = 'B';

/**
 * Takes what the bench's files wrote out of a database that outlives the bench (the large data
 * set), so that every run measures the same data: their incidents (with everything recorded with
 * them), their violations, the batches and the incident numbers they took. Every run's, so a run
 * also takes what an interrupted one left.
 */
async function removeImported(db: AnyDb): Promise<void> {
  const pattern = `G${BENCH_TAG}%`;
  const incidents = sql`select id from restraint.incidents where school_year = ${SCHOOL_YEAR} and local_incident_id like ${pattern}`;
  await db.transaction().execute(async (trx) => {
    await sql`delete from restraint.violation_history where violation_id in
      (select id from restraint.violations where incident_id in (${incidents}))`.execute(trx);
    await sql`delete from restraint.violations where incident_id in (${incidents})`.execute(trx);
    await sql`delete from restraint.incidents where id in (${incidents})`.execute(trx);
    await sql`delete from restraint.import_batches where result->'incidents'->0->>'localIncidentId' like ${pattern}`.execute(trx);
    // Their numbers back too: a school year has 99,999 (RAI-{YY}-{00000}), and every run takes 90,000.
    await sql`update restraint.incident_numbers n set last_number = coalesce(
      (select max(substring(i.incident_number from 8)::integer) from restraint.incidents i where i.school_year = n.school_year), 0)
      where n.school_year = ${SCHOOL_YEAR}`.execute(trx);
  });
  // As autovacuum would in time: without it the next run reads the dead rows and plans for them.
  await sql`vacuum analyze restraint.incidents, restraint.incident_students, restraint.interventions, restraint.incident_notices,
    restraint.incident_injuries, restraint.incident_history, restraint.violations, restraint.violation_history`.execute(db);
}

/** Times the preview, the commit and the same file again on the services `npm run bench` started. */
export async function measureRestraintImport(services: ServicesOnPostgres): Promise<RestraintImportFigures> {
  const { headers } = await signInForApi(services.urlOf('identity'), USER, SCHOOL_YEAR);
  const schools = await services.db
    .selectFrom('directory.schools as s')
    .innerJoin('directory.leas as l', 'l.id', 's.lea_id')
    .select('s.external_school_id')
    .where('l.lea_code', '=', LEA_CODE)
    .orderBy('s.id')
    .execute();
  // Yesterday in UTC: never after the state's today, whatever the hour.
  const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const fileOf = (tag: string) =>
    generatedImportFile({
      rows: ROWS,
      places: schools.map((s) => ({ leaCode: LEA_CODE, schoolCode: s.external_school_id })),
      schoolYear: SCHOOL_YEAR,
      today,
      tag,
      rejectEvery: 500,
    });
  const tag = `${BENCH_TAG}${Date.now().toString(36).toUpperCase()}`;
  const { text, incidents } = fileOf(tag);
  console.log(
    `  File: ${ROWS.toLocaleString('en-US')} rows, ${incidents.toLocaleString('en-US')} incidents, ${(text.length / (1024 * 1024)).toFixed(1)} MB.`,
  );
  const named = services.database === 'BENCH_DATABASE_URL';
  if (named) await removeImported(services.db);
  try {
    return await timeRuns(services, headers, { text, incidents, tag, finalizing: () => fileOf(`${tag}F`).text });
  } finally {
    // Whether the runs ended or failed: nothing of theirs stays in the named database.
    if (named) await removeImported(services.db);
  }
}

/** The five runs, each timed, with what they did. */
async function timeRuns(
  services: ServicesOnPostgres,
  headers: Record<string, string>,
  file: { text: string; incidents: number; tag: string; finalizing(): string },
): Promise<RestraintImportFigures> {
  const { text, incidents, tag } = file;
  const preview = await runImport(services, headers, text, { preview: true });
  console.log(`  Preview: ${seconds(preview.ms)}; ${counts(preview)}. Goal: within ${seconds(RESTRAINT_PREVIEW_GOAL_MS)}.`);
  const commit = await runImport(services, headers, text, { preview: false });
  console.log(`  Commit:  ${seconds(commit.ms)}; ${counts(commit)}. Goal: within ${seconds(RESTRAINT_COMMIT_GOAL_MS)}.`);
  const again = await runImport(services, headers, text, { preview: false });
  console.log(`  The same file again: ${seconds(again.ms)}; ${counts(again)}.`);

  const finalizing = file.finalizing();
  const finalizePreview = await runImport(services, headers, finalizing, { preview: true, finalize: true });
  console.log(`  Another file, finalize on commit, preview: ${seconds(finalizePreview.ms)}; ${counts(finalizePreview)}.`);
  const finalizeCommit = await runImport(services, headers, finalizing, { preview: false, finalize: true });
  const { violations } = await services.db
    .selectFrom('restraint.violations as v')
    .innerJoin('restraint.incidents as i', 'i.id', 'v.incident_id')
    .where('i.local_incident_id', 'like', `G${tag}F-%`)
    .select(sql<number>`count(*)::int`.as('violations'))
    .executeTakeFirstOrThrow();
  console.log(
    `  Another file, finalize on commit, commit: ${seconds(finalizeCommit.ms)}; ${counts(finalizeCommit)}; ${violations.toLocaleString('en-US')} violations found.`,
  );
  return {
    rows: ROWS,
    incidents,
    previewMs: preview.ms,
    commitMs: commit.ms,
    againMs: again.ms,
    finalizePreviewMs: finalizePreview.ms,
    finalizeCommitMs: finalizeCommit.ms,
    violations,
    longestStillMs: Math.max(...[preview, commit, again, finalizePreview, finalizeCommit].map((run) => run.longestStillMs)),
    rejectedRows: commit.result.rejectedRows,
    previewWithinGoal: preview.ms <= RESTRAINT_PREVIEW_GOAL_MS,
    commitWithinGoal: commit.ms <= RESTRAINT_COMMIT_GOAL_MS,
    finalizePreviewWithinGoal: finalizePreview.ms <= RESTRAINT_PREVIEW_GOAL_MS,
    finalizeCommitWithinGoal: finalizeCommit.ms <= RESTRAINT_COMMIT_GOAL_MS,
  };
}

// `npm run bench:restraint-import`: this measurement alone, on its own services.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const services = await startServicesOnPostgres(path.resolve(import.meta.dirname, '..'));
  try {
    await measureRestraintImport(services);
  } finally {
    await services.close();
  }
}
