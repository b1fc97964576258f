import type { Migration } from 'kysely/migration';
import * as emailLog from './2026_11_22_0001_email_log';
import * as notifications from './2026_11_22_0002_notifications';
import * as auditTrail from './2026_11_22_0003_audit_trail';
import * as publishedAuditTrail from './2026_11_26_0101_published_audit_trail';
import * as emailLogLinkSecrets from './2026_11_26_0301_email_log_link_secrets';
import * as mailTemplates from './2026_11_27_0301_mail_templates';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_email_log': emailLog,
  '2026_11_22_0002_notifications': notifications,
  '2026_11_22_0003_audit_trail': auditTrail,
  '2026_11_26_0101_published_audit_trail': publishedAuditTrail,
  '2026_11_26_0301_email_log_link_secrets': emailLogLinkSecrets,
  '2026_11_27_0301_mail_templates': mailTemplates,
};
