import type { Migration } from 'kysely/migration';
import * as directory from './2026_11_22_0001_directory';
import * as sessions from './2026_11_22_0002_sessions';
import * as audit from './2026_11_22_0003_audit';
import * as accountTokens from './2026_11_22_0004_account_tokens';
import * as userMessages from './2026_11_22_0005_user_messages';
import * as notificationHandover from './2026_11_22_0006_notification_handover';
import * as auditShape from './2026_11_22_0007_audit_shape';
import * as userAdmin from './2026_11_22_0008_user_admin';
import * as leaContactsAndYears from './2026_11_22_0009_lea_contacts_and_years';
import * as userPreferences from './2026_11_22_0010_user_preferences';
import * as publishedAuditTrail from './2026_11_26_0101_published_audit_trail';
import * as staffMfa from './2026_11_26_0501_staff_mfa';
import * as emailChange from './2026_11_26_0301_email_change';
import * as directoryVersion from './2026_11_27_0601_directory_version';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_directory': directory,
  '2026_11_22_0002_sessions': sessions,
  '2026_11_22_0003_audit': audit,
  '2026_11_22_0004_account_tokens': accountTokens,
  '2026_11_22_0005_user_messages': userMessages,
  '2026_11_22_0006_notification_handover': notificationHandover,
  '2026_11_22_0007_audit_shape': auditShape,
  '2026_11_22_0008_user_admin': userAdmin,
  '2026_11_22_0009_lea_contacts_and_years': leaContactsAndYears,
  '2026_11_22_0010_user_preferences': userPreferences,
  '2026_11_26_0101_published_audit_trail': publishedAuditTrail,
  '2026_11_26_0301_email_change': emailChange,
  '2026_11_26_0501_staff_mfa': staffMfa,
  '2026_11_27_0601_directory_version': directoryVersion,
};
