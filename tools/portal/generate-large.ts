import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase, readConfig, seededRandom } from '@portal/service-kit';
import { migrateAndSeed } from '@portal/platform';
import { loadOrCreateSigningKey } from './signing-key';
import { addLargeRestraintSet } from './generate-large-restraint';
import { ecoService } from '@portal/service-eco';
import { insertChildren, seedChild, seedPlaces, type SeedChild } from '@portal/service-eco/seed';
import { stateToday } from '@portal/service-eco/state-today';
import { psosService } from '@portal/service-psos';
import { addLargePsosSet } from '@portal/service-psos/seed-large';

/**
 * `npm run seed:large [-- --children N --incidents M --leavers L]`: the demo data plus a large,
 * deterministic set of ECO children, of restraint incidents and of PSOS leavers on the PostgreSQL at
 * DATABASE_URL, for benchmarks that need volume. Children are spread evenly over every district and
 * charter and every seeded year; incidents (default 50,000) over every district's schools; leavers
 * (default 30,000, about 60 % interviewed) over every LEA in the 2025-2026 collection.
 */
const SEED = 0x1a43e5;
const DEFAULT_CHILDREN = 200_000;
const DEFAULT_INCIDENTS = 50_000;
const DEFAULT_LEAVERS = 30_000;
/** The most insertChildren takes in one call (PostgreSQL's parameter limit). */
const CHILDREN_PER_BATCH = 3_000;
// Demo ids start with the LEA id padded with zeros; the large set's start with 9, so a
// later run can count what an earlier one inserted.
const LARGE_ID_PATTERN = '9_________';
const largeId = (index: number) => `9${String(index).padStart(9, '0')}`;
// The eco schema's tables, as the seed functions take them.
type EcoDb = Parameters<typeof insertChildren>[0];

const { values } = parseArgs({
  options: {
    children: { type: 'string', default: String(DEFAULT_CHILDREN) },
    incidents: { type: 'string', default: String(DEFAULT_INCIDENTS) },
    leavers: { type: 'string', default: String(DEFAULT_LEAVERS) },
  },
});
const target = Number(values.children);
const incidents = Number(values.incidents);
const leavers = Number(values.leavers);
for (const [option, value] of [
  ['children', target],
  ['incidents', incidents],
  ['leavers', leavers],
] as const) {
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${option} must be a whole number, not ${values[option]}`);
    process.exit(1);
  }
}
const config = readConfig({ ...process.env, PORTAL_DEMO_DATA: '1' });
if (!config.databaseUrl) {
  console.error('DATABASE_URL is required: the large data set is generated on PostgreSQL, never in the embedded database.');
  process.exit(1);
}

const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
try {
  console.log('Migrating and seeding the demo data...');
  // The key `npm start` signs with, so the demo authenticator secrets open under it.
  await migrateAndSeed(database.db, config, { signingKey: loadOrCreateSigningKey(process.env.PORTAL_DATA_DIR ?? '.data').key });
  await addLargeSet();
  await addLargeRestraintSet(database.db, config.timeZone, incidents);
  await addLargePsosSet(database.db.withSchema(psosService.schema), leavers);
} finally {
  await database.close();
}

async function addLargeSet(): Promise<void> {
  const db: EcoDb = database.db.withSchema(ecoService.schema);
  const { present } = await db
    .selectFrom('children')
    .where('state_student_id', 'like', LARGE_ID_PATTERN)
    .select((eb) => eb.fn.countAll<number>().as('present'))
    .executeTakeFirstOrThrow();
  if (present >= target) {
    console.log(`The large set is already there: ${present.toLocaleString('en-US')} children. Nothing to do.`);
    return;
  }
  const places = await seedPlaces(db);
  console.log(
    `Adding ${(target - present).toLocaleString('en-US')} children over ${places.length} LEA school years${present > 0 ? `, after the ${present.toLocaleString('en-US')} an earlier run inserted` : ''}...`,
  );

  // Each batch commits on its own, so the children present are always the first ones of the
  // sequence: drawing (and dropping) those again keeps the rest the same as in one go.
  const today = await stateToday(db, config.timeZone);
  const rng = seededRandom(SEED);
  const started = Date.now();
  let lastReport = started;
  let batch: SeedChild[] = [];
  for (let index = 0; index < target; index++) {
    const child = seedChild(rng, places[index % places.length]!, largeId(index), today);
    if (index < present) continue;
    batch.push(child);
    if (batch.length < CHILDREN_PER_BATCH && index < target - 1) continue;
    const rows = batch;
    await db.transaction().execute((trx) => insertChildren(trx, rows));
    batch = [];
    if (Date.now() - lastReport >= 1000 || index === target - 1) {
      lastReport = Date.now();
      const done = index + 1;
      console.log(
        `  ${done.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} children (${Math.floor((done / target) * 100)}%), ${((lastReport - started) / 1000).toFixed(0)} s`,
      );
    }
  }
  // Fresh statistics at once, so a benchmark started right after plans for the new size.
  await sql`analyze eco.children, eco.outcome_ratings`.execute(db);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
