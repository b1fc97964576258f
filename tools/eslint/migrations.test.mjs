import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath, URL } from 'node:url';
import { ESLint } from 'eslint';

// The repository's own configuration, so the test shows what `npm run lint` says of a migration.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const RULE = '@typescript-eslint/no-restricted-imports';

async function importProblems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const migration = 'services/restraint/src/migrations/2026_11_27_9999_example.ts';

test('a migration may import kysely, its subpaths, and types from anywhere', async () => {
  const code = [
    "import { sql, type Kysely } from 'kysely';",
    "import { jsonArrayFrom } from 'kysely/helpers/postgres';",
    "import type { AnyDb } from '@portal/service-kit';",
    "import { type Actor } from '@portal/service-kit';",
    'export const up = (db: Kysely<unknown>, other: AnyDb, actor: Actor) => [sql`select 1`.execute(db), jsonArrayFrom, other, actor];',
  ].join('\n');
  assert.deepEqual(await importProblems(migration, code), []);
});

test('a migration importing a helper, by package or by path, fails the lint', async () => {
  for (const source of ['@portal/service-kit', '../outbox', 'node:crypto']) {
    const code = `import { helper } from '${source}';\nexport const up = () => helper();`;
    const problems = await importProblems(migration, code);
    assert.equal(problems.length, 1, `importing ${source}`);
    assert.match(problems[0], /A migration is frozen once merged and imports nothing but kysely/);
  }
});

test('the list of migrations, and code outside the migrations, may import them and the kit', async () => {
  const code =
    "import { helper } from '@portal/service-kit';\nimport * as first from './2026_11_22_0001_incidents';\nexport const all = { helper, first };";
  assert.deepEqual(await importProblems('services/restraint/src/migrations/index.ts', code), []);
  assert.deepEqual(await importProblems('services/restraint/src/routes/incidents.ts', code), []);
});
