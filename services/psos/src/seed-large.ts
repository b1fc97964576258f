import { sql } from 'kysely';
import { seededRandom } from '@portal/service-kit';
import type { PsosDb } from './db';
import { defaultWindow } from './collections/collection-moves';
import { readStateSettings } from './collections/state-settings';
import { refreshSurveyStatus } from './interviews/survey-status';
import {
  DEMO_DISTRICT_CODE,
  DEMO_VENDOR_EMAIL,
  insertYouth,
  seedYouth,
  VENDOR_LEA_POSITIONS,
  type CourseWeights,
  type Interviewer,
  type SeedYouth,
} from './seed';

const SEED = 0x9505_1a;
/** The large set's school year (the ECO and restraint large sets' too): its collection is opened and filled. */
export const LARGE_SCHOOL_YEAR = 2026;
/** Opened the day after its school year ends, so its attempts and interviews lie in the past; the window ends as the default does. */
const WINDOW_START = `${LARGE_SCHOOL_YEAR}-07-01`;
const CONTACT_DAYS = { start: WINDOW_START, end: `${LARGE_SCHOOL_YEAR}-10-31` };
/** The demo district's share of the leavers: a state's largest district, so its dashboard is measured at its heaviest. */
const DEMO_DISTRICT_SHARE = 0.2;
/** 125 of 200 target youth interviewed: with one in 25 excluded, 60 % of the listed (18,000 of 30,000). */
const LARGE_COURSES: CourseWeights = [
  ['complete', 120],
  ['incomplete', 5],
  ['refused', 10],
  ['unreachable', 12],
  ['trying', 29],
  ['none', 24],
];
/** Youth per transaction: each statement's parameters stay under PostgreSQL's limit. */
const YOUTH_PER_BATCH = 2_000;
// Demo ids start with the LEA id padded to three digits; the large set's are ten characters starting with 9.
const LARGE_ID_PATTERN = '9_________';
const largeId = (index: number) => `9${String(index).padStart(9, '0')}`;

/**
 * `npm run seed:large -- --leavers N`: the PSOS collection of the large set's school year opened
 * (settings copied in, instrument version 1) and N leavers listed over every LEA, a fifth of them
 * in the demo district, with their verification, contact attempts and interviews as the demo
 * seed makes them (about 60 % interviewed, the categories derived from the answers), the vendor
 * interviewing the demo vendor LEAs. Deterministic; a later run adds what an earlier one lacked.
 */
export async function addLargePsosSet(db: PsosDb, target: number): Promise<void> {
  const { present } = await db
    .selectFrom('leavers')
    .where('school_year', '=', LARGE_SCHOOL_YEAR)
    .where('state_student_id', 'like', LARGE_ID_PATTERN)
    .select((eb) => eb.fn.countAll<number>().as('present'))
    .executeTakeFirstOrThrow();
  if (present >= target) {
    console.log(`The large PSOS set is already there: ${present.toLocaleString('en-US')} leavers. Nothing to do.`);
    return;
  }
  const settings = await readStateSettings(db);
  const opened = await db
    .updateTable('collections')
    .set({
      status: 'Open',
      instrument_version: sql<number>`coalesce(instrument_version, 1)`,
      settings: JSON.stringify(settings),
      opened_at: `${WINDOW_START}T15:00:00Z`,
      window_start_date: WINDOW_START,
      window_end_date: defaultWindow(LARGE_SCHOOL_YEAR).end,
    })
    .where('school_year', '=', LARGE_SCHOOL_YEAR)
    .where('status', '=', 'Draft')
    .returning('id')
    .execute();
  const collection = await db.selectFrom('collections').select('status').where('school_year', '=', LARGE_SCHOOL_YEAR).executeTakeFirst();
  if (collection?.status !== 'Open')
    throw new Error(`The ${LARGE_SCHOOL_YEAR} PSOS collection is ${collection?.status ?? 'missing'}, not Open.`);

  const rng = seededRandom(SEED);
  const leas = await db
    .selectFrom('directory.leas')
    .select(['id', 'lea_code'])
    .where('is_nde_level_district', '=', false)
    .orderBy('id')
    .execute();
  const schools = await db.selectFrom('directory.schools').select(['id', 'lea_id']).orderBy('id').execute();
  const demoDistrict = leas.find((l) => l.lea_code === DEMO_DISTRICT_CODE)!;
  const others = leas.filter((l) => l !== demoDistrict);
  const vendor = await db
    .selectFrom('vendors')
    .leftJoin('vendor_users as vu', 'vu.vendor_id', 'vendors.id')
    .select(['vendors.id', 'vu.user_id'])
    .where('vendors.active', '=', true)
    .orderBy('vendors.id')
    .executeTakeFirstOrThrow();
  const vendorLeas = new Set(VENDOR_LEA_POSITIONS.flatMap((i) => (leas[i] && leas[i] !== demoDistrict ? [leas[i].id] : [])));
  const byVendor: Interviewer = { userId: vendor.user_id, userName: DEMO_VENDOR_EMAIL, vendorId: vendor.id };
  const byDistrict: Interviewer = { userId: null, userName: 'District staff', vendorId: null };

  // Most lists Verified; the demo district's In verification, for its district user to load a new one.
  const lists = leas.map((l) => ({
    school_year: LARGE_SCHOOL_YEAR,
    lea_id: l.id,
    status: l === demoDistrict || rng.chance(0.2) ? ('InVerification' as const) : ('Verified' as const),
  }));
  await db.transaction().execute(async (trx) => {
    for (const list of lists)
      await trx
        .insertInto('student_lists')
        .values({ ...list, verified_at: list.status === 'Verified' ? `${WINDOW_START}T12:00:00Z` : null })
        .onConflict((oc) =>
          oc
            .columns(['school_year', 'lea_id'])
            .doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), verified_at: eb.ref('excluded.verified_at') })),
        )
        .execute();
    for (const leaId of vendorLeas)
      await trx
        .insertInto('lea_assignments')
        .values({ school_year: LARGE_SCHOOL_YEAR, lea_id: leaId, vendor_id: vendor.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
  });
  const listOf = new Map(lists.map((l) => [l.lea_id, l.status]));
  console.log(
    `${opened.length ? 'Opened' : 'Filling'} the ${LARGE_SCHOOL_YEAR} PSOS collection: adding ${(target - present).toLocaleString('en-US')} leavers over ${leas.length} LEAs${present > 0 ? `, after the ${present.toLocaleString('en-US')} an earlier run inserted` : ''}...`,
  );

  // Each batch commits on its own, so the leavers present are always the first ones of the
  // sequence: drawing (and dropping) those again keeps the rest the same as in one go.
  const started = Date.now();
  let batch: SeedYouth[] = [];
  for (let index = 0; index < target; index++) {
    const lea = rng.chance(DEMO_DISTRICT_SHARE) ? demoDistrict : rng.pick(others);
    const place = {
      leaId: lea.id,
      schoolIds: schools.filter((s) => s.lea_id === lea.id).map((s) => s.id),
      schoolYear: LARGE_SCHOOL_YEAR,
      list: listOf.get(lea.id)!,
      by: vendorLeas.has(lea.id) ? byVendor : byDistrict,
      courses: LARGE_COURSES,
      contactDays: CONTACT_DAYS,
    };
    const youth = seedYouth(rng, place, largeId(index), settings);
    if (index < present) continue;
    batch.push(youth);
    if (batch.length < YOUTH_PER_BATCH && index < target - 1) continue;
    const rows = batch;
    await db.transaction().execute(async (trx) => refreshSurveyStatus(trx, await insertYouth(trx, rows)));
    batch = [];
    console.log(
      `  ${(index + 1).toLocaleString('en-US')} / ${target.toLocaleString('en-US')} leavers, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  // As autovacuum would have by the time anyone reads the figures: plans are then a working database's.
  await sql`vacuum analyze psos.leavers, psos.contact_attempts, psos.interviews, psos.questionnaire_responses, psos.questionnaire_answers`.execute(
    db,
  );
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
