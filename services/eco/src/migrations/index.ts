import type { Migration } from 'kysely/migration';
import * as children from './2026_11_22_0001_children';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_children': children,
};
