import type { Migration } from 'kysely/migration';
import * as requests from './2026_11_22_0001_requests';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_requests': requests,
};
