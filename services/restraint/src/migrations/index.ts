import type { Migration } from 'kysely/migration';
import * as incidents from './2026_11_22_0001_incidents';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_incidents': incidents,
};
