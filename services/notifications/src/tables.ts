import type { ColumnType, Generated, Kysely } from 'kysely';
import { type Frequency, type MergeData, type MessageStatus } from '@portal/shared-contracts';
import { type MergeField, type TemplateFormat } from '@portal/shared-contracts/admin';
import type { AnyDb, AuditTables, DirectoryTables } from '@portal/service-kit';
import type { EmailLogTable } from './delivery/email-log';

type CreatedNow = ColumnType<Date, Date | undefined, never>;

export interface NotificationTables extends DirectoryTables, AuditTables {
  event_types: {
    id: Generated<number>;
    code: string;
    name: string;
    description: string;
    is_required: boolean;
    supports_email: boolean;
    supports_in_app: boolean;
    supported_frequencies: Frequency[];
    has_lea: boolean;
    has_specific_date: boolean;
    audience_permission: string;
  };
  subscriptions: {
    id: Generated<number>;
    user_id: number;
    event_type_id: number;
    is_subscribed: boolean;
    is_email: boolean;
    is_in_app: boolean;
    frequency: Frequency;
    updated_at: Generated<Date>;
  };
  subscription_leas: { subscription_id: number; lea_id: number };
  events: {
    id: string;
    event_type_id: number | null;
    type_code: string;
    lea_id: number | null;
    subject: string | null;
    message: string;
    open_url: string | null;
    source: string;
    occurred_at: Date;
    received_at: CreatedNow;
    recipients: Generated<number>;
    /** Written as JSON text, read back parsed. */
    merge: ColumnType<MergeData | null, string | null, string | null>;
  };
  user_messages: {
    id: Generated<string>;
    user_id: number;
    event_id: string | null;
    message: string;
    open_url: string | null;
    status: Generated<MessageStatus>;
    created_on: CreatedNow;
    viewed_at: Date | null;
    dismissed_at: Date | null;
  };
  digests: { id: string; user_id: number; digest_date: string; created_at: CreatedNow; items: Generated<number> };
  email_deliveries: { event_id: string; user_id: number; frequency: 1 | 2; created_at: CreatedNow; digest_id: string | null };
  email_log: EmailLogTable;
  mail_types: {
    id: Generated<number>;
    code: string;
    application: string;
    name: string;
    description: string;
    fields: ColumnType<MergeField[], string, string>;
    created_at: CreatedNow;
    created_by: number | null;
  };
  mail_template_versions: {
    id: Generated<number>;
    mail_type_id: number;
    version: number;
    subject: string;
    body: string;
    format: TemplateFormat;
    created_at: CreatedNow;
    created_by: number | null;
    created_by_name: string | null;
  };
}

export type NotificationDb = Kysely<NotificationTables>;

/** The service's database typed with its tables (it arrives scoped to schema notification). */
export const tables = (db: AnyDb): NotificationDb => db;
