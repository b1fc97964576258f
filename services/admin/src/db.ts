import type { ColumnType, Generated, Kysely } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LookupListsTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LookupValuesTable {
  id: Generated<number>;
  list_id: number;
  code: string;
  label: string;
  sort_order: Generated<number>;
  retired_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The identity service's published, read-only directory views this service reads. */
interface DirectoryViews {
  'directory.leas': { id: number; name: string; is_nde_level_district: boolean };
  'directory.schools': { id: number; lea_id: number };
}

export interface AdminDatabase extends DirectoryViews {
  lookup_lists: LookupListsTable;
  lookup_values: LookupValuesTable;
}

export type AdminDb = Kysely<AdminDatabase>;
