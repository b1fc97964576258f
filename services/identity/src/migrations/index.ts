import type { Migration } from 'kysely/migration';
import * as directory from './2026_11_22_0001_directory';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_directory': directory,
};
