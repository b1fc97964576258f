import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AnyDb } from '@portal/service-kit';

type UpdatedAt = ColumnType<Date, never, Date>;

/** The directory tables (migrations 0001 and 0009) as Manage LEAs and Manage Schools read and write them. */
export interface DirectoryAdminTables {
  leas: {
    id: Generated<number>;
    name: string;
    lea_code: string;
    external_district_id: string | null;
    contact_email: string | null;
    street_address: string | null;
    city: string | null;
    zip: string | null;
    county: string | null;
    is_included_in_charter_group: boolean;
    is_nde_level_district: boolean;
    is_state_sponsored_charter_authority: boolean;
    updated_at: UpdatedAt;
  };
  lea_contacts: { id: Generated<number>; lea_id: number; name: string; title: string | null; email: string | null; phone: string | null };
  lea_years: { lea_id: number; school_year_key: number };
  school_years: { key: number; label: string };
  schools: { id: Generated<number>; lea_id: number; name: string; external_school_id: string; updated_at: UpdatedAt };
  users: { id: number; full_name: string; email: string; job_title: string | null; enabled: boolean; lea_id: number | null };
  user_leas: { user_id: number; lea_id: number };
  user_roles: { user_id: number; role_id: number };
  roles: { id: number; name: string };
}

export type DirectoryDb = Kysely<DirectoryAdminTables>;

export const directoryTables = (db: AnyDb): DirectoryDb => db;
