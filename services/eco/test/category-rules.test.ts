import { sql } from 'kysely';
import { progressCategory, RATING_MAX, RATING_MIN } from '@portal/shared-contracts/eco';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import type { EcoDb } from '../src/db';
import { writeCategoryRules } from '../src/report/category-rule-table';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const ratings = [null, ...Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i)];
const answers = [null, true, false];
// The table's documented keys: 0 for a missing rating or answer; progress 1 for Yes, 2 for No.
const ratingKey = (rating: number | null) => rating ?? 0;
const answerKey = (answer: boolean | null) => (answer === null ? 0 : answer ? 1 : 2);
const keyOf = (entry: number, exit: number, progress: number) => `${entry}/${exit}/${progress}`;

function expectedTable() {
  const table = new Map<string, { category: string | null; excluded: string | null; flags: string[] }>();
  for (const entry of ratings) {
    for (const exit of ratings) {
      for (const progress of answers) {
        const { category, excluded, flags } = progressCategory({ entry, exit, progress });
        table.set(keyOf(ratingKey(entry), ratingKey(exit), answerKey(progress)), { category, excluded, flags });
      }
    }
  }
  return table;
}

async function storedTable() {
  const { rows } = await sql<{
    entry_key: number;
    exit_key: number;
    progress_key: number;
    category: string | null;
    excluded: string | null;
    flags: string[];
  }>`
    select entry_key, exit_key, progress_key, category, excluded, flags from eco.category_rules`.execute(portal.db);
  return new Map(
    rows.map((r) => [keyOf(r.entry_key, r.exit_key, r.progress_key), { category: r.category, excluded: r.excluded, flags: r.flags }]),
  );
}

describe('eco.category_rules', () => {
  test('holds progressCategory() for every entry, exit and progress combination after start-up', async () => {
    const expected = expectedTable();
    expect(expected.size).toBe(192);
    expect(await storedTable()).toEqual(expected);
  });

  test('is rewritten whole, and two instances writing it at once leave the same table', async () => {
    await sql`update eco.category_rules set category = null, excluded = 'missingProgress' where entry_key = 3 and exit_key = 5 and progress_key = 1`.execute(
      portal.db,
    );
    await sql`insert into eco.category_rules (entry_key, exit_key, progress_key, category) values (9, 9, 9, 'a')`.execute(portal.db);
    const db: EcoDb = portal.db.withSchema('eco');
    await Promise.all([writeCategoryRules(db), writeCategoryRules(db)]);
    expect(await storedTable()).toEqual(expectedTable());
  });
});
