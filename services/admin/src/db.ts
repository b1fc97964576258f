import type { Generated, Kysely } from 'kysely';
import type { AuditTables, DirectoryTables, Timestamp } from '@portal/service-kit';

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

export interface AdminDatabase extends DirectoryTables, AuditTables {
  lookup_lists: LookupListsTable;
  lookup_values: LookupValuesTable;
}

export type AdminDb = Kysely<AdminDatabase>;
