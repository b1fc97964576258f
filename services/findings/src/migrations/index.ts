import type { Migration } from 'kysely/migration';
import * as findings from './2026_11_27_0001_findings';
import * as publishedViews from './2026_11_27_0002_published_views';

export const migrations: Record<string, Migration> = {
  '2026_11_27_0001_findings': findings,
  '2026_11_27_0002_published_views': publishedViews,
};
