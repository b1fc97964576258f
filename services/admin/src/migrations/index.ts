import type { Migration } from 'kysely/migration';
import * as lookupLists from './2026_11_22_0001_lookup_lists';
import * as standardLists from './2026_11_22_0002_standard_lists';
import * as auditTrail from './2026_11_22_0003_audit_trail';
import * as publishedLookups from './2026_11_26_0004_published_lookups';
import * as publishedAuditTrail from './2026_11_26_0101_published_audit_trail';
import * as calendars from './2026_11_27_0201_calendars';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_lookup_lists': lookupLists,
  '2026_11_22_0002_standard_lists': standardLists,
  '2026_11_22_0003_audit_trail': auditTrail,
  '2026_11_26_0004_published_lookups': publishedLookups,
  '2026_11_26_0101_published_audit_trail': publishedAuditTrail,
  '2026_11_27_0201_calendars': calendars,
};
