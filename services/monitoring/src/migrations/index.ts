import type { Migration } from 'kysely/migration';
import * as visits from './2026_11_22_0001_visits';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_visits': visits,
};
