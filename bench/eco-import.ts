import { loadavg } from 'node:os';
import path from 'node:path';
import { sendRequest } from '@portal/service-kit/testing';
import { type ImportState } from '@portal/shared-contracts';
import { ECO_IMPORT_COLUMNS, type EcoImportColumn, type EcoImportResult } from '@portal/shared-contracts/eco';
import { signInForApi, startServicesOnPostgres, type ServicesOnPostgres } from './services-on-postgres';

/**
 * `npm run bench:eco-import`: the ECO ratings import of a generated 50,000-row file
 * (`BENCH_IMPORT_ROWS` to change), as the district user uploads it: its preview (run and rolled
 * back), then its commit, each timed from the upload to the last poll that finds it done. The
 * services run in this process on a scratch PostgreSQL database (or BENCH_DATABASE_URL's), with
 * the import engine's worker on Redis. Goal: the preview within 60 s.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
export const IMPORT_PREVIEW_GOAL_MS = 60_000;
const POLL_MS = 250;
const USER = 'districtuser@example.org';
/** The district user's LEA (the seed's demo district), where every generated child is placed. */
const LEA_CODE = '01-1000';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * New children with an entry and an exit, every 50th row with an entry rating out of range so
 * the rejected rows are in the work too. The run's own id prefix keeps it apart from earlier runs.
 */
function generatedFile(rows: number): string {
  const run = Date.now().toString(36).toUpperCase();
  const header = [...ECO_IMPORT_COLUMNS];
  const line = (i: number) => {
    const values: Partial<Record<EcoImportColumn, string>> = {
      stateStudentId: `B${run}${pad(i, 6)}`,
      firstName: `Bench${pad(i % 1000, 3)}`,
      lastName: `Import${run}`,
      birthDate: `2020-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`,
      leaCode: LEA_CODE,
      entryDate: `2023-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`,
      exitDate: '2025-06-30',
      entryRatingA: i % 50 === 0 ? '9' : '3',
      entryRatingB: '4',
      entryRatingC: '3',
      exitRatingA: '5',
      exitRatingB: '5',
      exitRatingC: '4',
      progressA: 'Y',
      progressB: 'Y',
      progressC: 'Y',
    };
    return header.map((c) => values[c] ?? '').join(',');
  };
  return [header.join(','), ...Array.from({ length: rows }, (_, i) => line(i + 1))].join('\r\n');
}

interface ImportRun {
  ms: number;
  result: EcoImportResult;
}

async function runImport(
  services: ServicesOnPostgres,
  headers: Record<string, string>,
  file: string,
  preview: boolean,
): Promise<ImportRun> {
  const ecoUrl = services.urlOf('eco');
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await sendRequest(ecoUrl, { method: 'POST', url: `/api/eco/imports?preview=${preview}`, headers, payload: form });
  if (res.statusCode !== 202) throw new Error(`POST /api/eco/imports answered ${res.statusCode}: ${res.body}`);
  const { id } = res.json<{ id: string }>();
  for (;;) {
    const state = (await sendRequest(ecoUrl, { url: `/api/eco/imports/${id}`, headers })).json<ImportState<EcoImportResult>>();
    if (state.status === 'failed') throw new Error(`The import failed: ${state.error}`);
    if (state.status === 'done') return { ms: performance.now() - started, result: state.result! };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (ms: number) => `${Math.round(ROWS / (ms / 1000)).toLocaleString('en-US')} rows/s`;
const counts = (r: EcoImportResult) => `${r.imported} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.rejected.length} rejected`;

const repoRoot = path.resolve(import.meta.dirname, '..');
console.log(`Starting the services on PostgreSQL; generating a ${ROWS.toLocaleString('en-US')}-row ratings file...`);
const services = await startServicesOnPostgres(repoRoot);
try {
  const { headers } = await signInForApi(services.urlOf('identity'), USER, 2026);
  const file = generatedFile(ROWS);
  console.log(
    `File: ${(file.length / (1024 * 1024)).toFixed(1)} MB. Load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const preview = await runImport(services, headers, file, true);
  console.log(
    `Preview: ${seconds(preview.ms)} (${rate(preview.ms)}); ${counts(preview.result)}. Goal: within ${seconds(IMPORT_PREVIEW_GOAL_MS)}.`,
  );
  const commit = await runImport(services, headers, file, false);
  console.log(`Commit:  ${seconds(commit.ms)} (${rate(commit.ms)}); ${counts(commit.result)}.`);
  const again = await runImport(services, headers, file, true);
  console.log(
    `Preview of the same file again (every row already there): ${seconds(again.ms)} (${rate(again.ms)}); ${counts(again.result)}.`,
  );
} finally {
  await services.close();
}
