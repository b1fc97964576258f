import {
  type AddStateHolidayRequest,
  type SchoolCalendar,
  type SchoolCalendarSummary,
  type StateHoliday,
} from '@portal/shared-contracts/admin';
import { http, type DownloadSource } from '@portal/shared-contracts/sdk';

/** The Calendars page's calls under /api/admin/calendars: the state holidays and the LEA school calendars. */
const HOLIDAYS = 'admin/calendars/holidays';
const calendarPath = (leaId: number, schoolYear: number) => `admin/calendars/leas/${leaId}/${schoolYear}`;

export function fetchHolidays(schoolYear: number): Promise<StateHoliday[]> {
  return http.get(HOLIDAYS, { searchParams: { schoolYear } }).json<StateHoliday[]>();
}

// Changes are not retried: a retry after a lost answer would meet its own change (a date already taken, a holiday already gone).

export function addHoliday(body: AddStateHolidayRequest): Promise<StateHoliday> {
  return http.post(HOLIDAYS, { json: body, retry: 0 }).json<StateHoliday>();
}

export async function removeHoliday(id: number): Promise<void> {
  await http.delete(`${HOLIDAYS}/${id}`, { retry: 0 });
}

export function generateHolidays(schoolYear: number): Promise<StateHoliday[]> {
  return http.post(`${HOLIDAYS}/generate`, { searchParams: { schoolYear }, retry: 0 }).json<StateHoliday[]>();
}

export function fetchSchoolCalendars(schoolYear: number): Promise<SchoolCalendarSummary[]> {
  return http.get('admin/calendars/leas', { searchParams: { schoolYear } }).json<SchoolCalendarSummary[]>();
}

/** The LEA's calendar of the year; the page asks only for one the year's list names. */
export function fetchSchoolCalendar(leaId: number, schoolYear: number): Promise<SchoolCalendar> {
  return http.get(calendarPath(leaId, schoolYear)).json<SchoolCalendar>();
}

/** The same calendar's days as a file, for `DownloadButton`. */
export const schoolCalendarDownload = (leaId: number, schoolYear: number): DownloadSource => ({
  path: calendarPath(leaId, schoolYear),
  params: {},
});

/** Sends the file as form-data in the part `file`, as the service takes an upload. */
export function importSchoolCalendar(leaId: number, schoolYear: number, file: File): Promise<SchoolCalendar> {
  const body = new FormData();
  body.append('file', file);
  return http.post(`${calendarPath(leaId, schoolYear)}/import`, { body, retry: 0 }).json<SchoolCalendar>();
}

export async function deleteSchoolCalendar(leaId: number, schoolYear: number): Promise<void> {
  await http.delete(calendarPath(leaId, schoolYear), { retry: 0 });
}
