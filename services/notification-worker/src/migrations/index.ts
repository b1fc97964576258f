import type { Migration } from 'kysely/migration';
import * as emailLog from './2026_11_22_0001_email_log';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_email_log': emailLog,
};
