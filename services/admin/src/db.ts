import type { Generated, Kysely } from 'kysely';
import type { SchoolDayKindValue } from '@portal/shared-contracts/admin';
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

/** A calendar date, compared as 'YYYY-MM-DD' and always selected as `date::text`, never as the driver's Date. */
type CalendarDate = string;

export interface StateHolidaysTable {
  id: Generated<number>;
  date: CalendarDate;
  name: string;
  school_year: Generated<number>;
  created_at: Generated<Date>;
}

export interface SchoolCalendarsTable {
  lea_id: number;
  school_year: number;
  imported_at: Generated<Date>;
  imported_by: number | null;
}

export interface SchoolCalendarDaysTable {
  lea_id: number;
  school_year: number;
  date: CalendarDate;
  kind: SchoolDayKindValue;
  note: string | null;
}

export interface AdminDatabase extends DirectoryTables, AuditTables {
  lookup_lists: LookupListsTable;
  lookup_values: LookupValuesTable;
  state_holidays: StateHolidaysTable;
  school_calendars: SchoolCalendarsTable;
  school_calendar_days: SchoolCalendarDaysTable;
}

export type AdminDb = Kysely<AdminDatabase>;
