import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AnyDb } from '@portal/service-kit';

/** The directory tables (migrations 0001 and 0008) as Manage Users and Manage Roles read and write them. */
export interface UserAdminTables {
  users: {
    id: Generated<number>;
    user_name: string;
    email: string;
    full_name: string;
    job_title: string | null;
    phone_number: string | null;
    password_hash: string;
    enabled: boolean;
    email_verified_at: Date | null;
    configuration: ColumnType<unknown, string | undefined, string>;
    lea_id: number | null;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
    /** Set when the account was deleted (emptied); such a row is kept for the ids that name it. */
    deleted_at: Date | null;
  };
  user_roles: { user_id: number; role_id: number };
  user_leas: { user_id: number; lea_id: number };
  roles: { id: Generated<number>; name: string; description: string; created_at: ColumnType<Date, never, never> };
  role_permissions: { role_id: number; permission: string };
  leas: { id: number; name: string; lea_code: string; is_included_in_charter_group: boolean; is_nde_level_district: boolean };
}

export const userAdminTables = (db: AnyDb): Kysely<UserAdminTables> => db;
