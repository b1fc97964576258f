/**
 * Migrations are frozen once merged, so each must be self-contained: a helper it imported could
 * change later and with it the schema a fresh database gets, unlike the one already migrated.
 * A migration imports kysely, and types from anywhere (they leave no trace in what it runs).
 * The folder's index.ts, which lists the migrations, imports them and is not one.
 */
export const migrationFiles = ['services/*/src/migrations/*.ts'];
export const migrationIndex = ['services/*/src/migrations/index.ts'];

export const migrationImportRule = [
  'error',
  {
    patterns: [
      {
        group: ['*', '!kysely', '!kysely/**'],
        allowTypeImports: true,
        message:
          'A migration is frozen once merged and imports nothing but kysely: write out what the helper does (its SQL) in the migration itself.',
      },
    ],
  },
];

/** The block of eslint.config.mjs that holds every migration to it. */
export const migrationImports = {
  files: migrationFiles,
  ignores: migrationIndex,
  rules: { '@typescript-eslint/no-restricted-imports': migrationImportRule },
};
