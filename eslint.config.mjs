import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import portal from './tools/eslint/boundaries.mjs';
import { migrationImports } from './tools/eslint/migrations.mjs';

/**
 * One lint configuration for every package. Rules that need type information are
 * left out on purpose: they would double the time of `nx run-many -t lint` on two
 * cores, and `tsc --noEmit` already checks types in every package.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', '.nx/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // The arrows of ARCHITECTURE.md: remote ↛ host or another remote, feature ↛ feature, service ↛ service.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { portal },
    rules: { 'portal/boundaries': 'error' },
  },
  // Migrations are frozen once merged: none imports a helper that could change under it.
  migrationImports,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { window: 'readonly' } },
  },
);
