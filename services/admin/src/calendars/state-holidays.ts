import { sql } from 'kysely';
import { stateHolidaysForSchoolYear } from '@portal/day-count';
import { CalendarMessages, type AddStateHolidayRequest, type StateHoliday } from '@portal/shared-contracts/admin';
import { conflict, notFound, type Actor } from '@portal/service-kit';
import { recordAdminAudit } from '../audit/admin-audit';
import type { AdminDb } from '../db';

const holidayColumns = ['id', sql<string>`date::text`.as('date'), 'name', 'school_year as schoolYear'] as const;

export async function listStateHolidays(db: AdminDb, schoolYear: number): Promise<StateHoliday[]> {
  return db.selectFrom('state_holidays').select(holidayColumns).where('school_year', '=', schoolYear).orderBy('date').execute();
}

async function holidayOn(db: AdminDb, date: string) {
  return db.selectFrom('state_holidays').select(holidayColumns).where('date', '=', date).executeTakeFirst();
}

/** A holiday the state adds by hand (a day of mourning, a changed observance); one holiday per date. */
export async function addStateHoliday(trx: AdminDb, actor: Actor, request: AddStateHolidayRequest): Promise<StateHoliday> {
  const name = request.name.trim();
  const taken = await holidayOn(trx, request.date);
  if (taken) throw conflict(CalendarMessages.holidayTaken(taken.date, taken.name));
  const added = await trx
    .insertInto('state_holidays')
    .values({ date: request.date, name })
    .onConflict((oc) => oc.column('date').doNothing())
    .returning(holidayColumns)
    .executeTakeFirst();
  // Another request took the date between the check and the insert.
  if (!added) throw conflict(CalendarMessages.holidayTaken(request.date, name));
  await recordAdminAudit(trx, actor, {
    event: 'state-holiday-added',
    entityType: 'state-holiday',
    entityId: added.id,
    details: { date: added.date, name: added.name },
  });
  return added;
}

export async function removeStateHoliday(trx: AdminDb, actor: Actor, id: number): Promise<void> {
  const removed = await trx.deleteFrom('state_holidays').where('id', '=', id).returning(holidayColumns).executeTakeFirst();
  if (!removed) throw notFound(CalendarMessages.holidayNotFound);
  await recordAdminAudit(trx, actor, {
    event: 'state-holiday-removed',
    entityType: 'state-holiday',
    entityId: id,
    details: { date: removed.date, name: removed.name },
  });
}

/**
 * Fills a school year with the generated federal and Nevada holidays it lacks (a year after those the
 * migration shipped): a date that already holds a holiday keeps it. A holiday removed by hand comes
 * back, so this is asked for, never run by itself.
 */
export async function generateStateHolidays(trx: AdminDb, actor: Actor, schoolYear: number): Promise<StateHoliday[]> {
  const generated = stateHolidaysForSchoolYear(schoolYear);
  const added = await trx
    .insertInto('state_holidays')
    .values(generated.map((h) => ({ date: h.date, name: h.name })))
    .onConflict((oc) => oc.column('date').doNothing())
    .returning(holidayColumns)
    .execute();
  if (added.length)
    await recordAdminAudit(trx, actor, {
      event: 'state-holidays-generated',
      entityType: 'state-holiday',
      entityId: schoolYear,
      details: { schoolYear, added: added.map((h) => `${h.date} ${h.name}`) },
    });
  return listStateHolidays(trx, schoolYear);
}
