import type { Migration } from 'kysely/migration';
import * as collections from './2026_11_22_0001_collections';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_collections': collections,
};
