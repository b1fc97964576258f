import { sql } from 'kysely';
import { readCsvFile, type Actor, type AnyDb } from '@portal/service-kit';
import { RestraintPermissions } from '@portal/shared-contracts/restraint';
import { restraintService } from '@portal/service-restraint';
import { generatedImportFile } from '@portal/service-restraint/generated-file';
import { importFile, restraintFileSpec } from '@portal/service-restraint/run-import';
import { runIncidentRules } from '@portal/service-restraint/run-rules';

/** The large set's local incident ids start with this, so a later run can count what an earlier one wrote. */
const TAG = 'LARGE';
/** The large set's school year: a whole past year, every incident finalized, as the reports count them. */
const SCHOOL_YEAR = 2026;
/** Rows per transaction (whole incidents), so the progress shows and no one transaction grows huge. */
const ROWS_PER_BATCH = 5_000;

/** The generator's own actor: a state-wide importer holding what the import and "finalize on commit" need. */
const generator: Actor = {
  userId: 0,
  userName: 'Large data generator',
  sessionId: null,
  ip: '127.0.0.1',
  leaIds: [],
  allLeas: true,
  permissions: [RestraintPermissions.DataImport, RestraintPermissions.ViolationFinalize],
};

/**
 * `npm run seed:large -- --incidents N`: N restraint incidents over every district's schools in
 * one school year, written by the bulk import itself (its checks, its bulk writes, finalize on
 * commit) and then the rules (violations, flags, deadlines, follow-ups), as a state-wide import of
 * a generated file would.
 */
export async function addLargeRestraintSet(database: AnyDb, timeZone: string, target: number): Promise<void> {
  const db = database.withSchema(restraintService.schema);
  const { present } = await db
    .selectFrom('incidents')
    .where('local_incident_id', 'like', `G${TAG}-%`)
    .select((eb) => eb.fn.countAll<number>().as('present'))
    .executeTakeFirstOrThrow();
  if (present >= target) {
    console.log(`The large restraint set is already there: ${present.toLocaleString('en-US')} incidents. Nothing to do.`);
    return;
  }
  const places = await db
    .selectFrom('directory.schools as s')
    .innerJoin('directory.leas as l', 'l.id', 's.lea_id')
    .where('l.is_nde_level_district', '=', false)
    .select(['l.lea_code as leaCode', 's.external_school_id as schoolCode'])
    .orderBy('s.id')
    .execute();
  // Every tenth incident has two rows: this many rows make `target` incidents.
  const { text } = generatedImportFile({
    rows: target + Math.ceil(target / 10),
    places,
    schoolYear: SCHOOL_YEAR,
    today: `${SCHOOL_YEAR}-06-30`,
    tag: TAG,
  });
  const { rows, ignoredColumns } = readCsvFile(text, {
    ...restraintFileSpec,
    maxRows: Number.MAX_SAFE_INTEGER,
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  console.log(
    `Importing ${target.toLocaleString('en-US')} restraint incidents (${rows.length.toLocaleString('en-US')} rows) over ${places.length} schools...`,
  );
  const started = Date.now();
  let start = 0;
  while (start < rows.length) {
    let end = Math.min(start + ROWS_PER_BATCH, rows.length);
    // Whole incidents per transaction: an incident's rows are next to each other.
    while (end < rows.length && rows[end]!.values.local_incident_id === rows[end - 1]!.values.local_incident_id) end++;
    const batch = rows.slice(start, end);
    await db.transaction().execute(async (trx) => {
      const restraintTrx = trx as unknown as Parameters<typeof importFile>[0];
      const { incidents } = await importFile(
        restraintTrx,
        {
          file: { rows: batch, ignoredColumns },
          actor: generator,
          reader: { userId: generator.userId, sessionId: null, ip: generator.ip, route: 'npm run seed:large', purpose: null },
          preview: false,
          options: { finalize: true, schoolYear: SCHOOL_YEAR },
          progress: async () => {},
          afterTransaction: () => {},
        },
        timeZone,
      );
      // In the service the rules run through its incidents' hooks; here, outside it, over each batch, and
      // without a "violation created" event: the set is a past year, as the demo seed's violations are.
      const finalized = incidents.flatMap((i) => (i.status === 'Finalized' && i.id !== null ? [i.id] : []));
      await runIncidentRules(restraintTrx, null, finalized, generator);
    });
    start = end;
    console.log(
      `  ${start.toLocaleString('en-US')} / ${rows.length.toLocaleString('en-US')} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  // Vacuumed too, as autovacuum would have by the time anyone reads a past year: the plans the
  // benchmarks see are then a working database's (index-only scans need the visibility map).
  await sql`vacuum analyze restraint.incidents, restraint.incident_students, restraint.interventions, restraint.violations`.execute(
    database,
  );
}
