import type { Migration } from 'kysely/migration';
import * as documents from './2026_11_26_0001_documents';
import * as publishedViews from './2026_11_26_0002_published_views';

export const migrations: Record<string, Migration> = {
  '2026_11_26_0001_documents': documents,
  '2026_11_26_0002_published_views': publishedViews,
};
