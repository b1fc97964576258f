import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AnyDb } from '@portal/service-kit';

/** The columns of the directory tables (migration 0001, and 0004's mail time) that registration reads and writes. */
export interface RegistrationTables {
  users: {
    id: Generated<number>;
    user_name: string;
    email: string;
    full_name: string;
    password_hash: string;
    email_verified_at: Date | null;
    verification_mail_sent_at: Date | null;
    updated_at: ColumnType<Date, never, Date>;
  };
  roles: { id: number; name: string };
  user_roles: { user_id: number; role_id: number };
}

export const registrationTables = (db: AnyDb): Kysely<RegistrationTables> => db;
