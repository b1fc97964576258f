import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, isDownloadFormat } from '@portal/shared-contracts';
import {
  AddStateHolidayRequest,
  SchoolCalendar,
  SchoolCalendarParams,
  SchoolCalendarQuery,
  schoolCalendarDayColumns,
  schoolCalendarFileName,
  SchoolCalendarSummary,
  SchoolYearQuery,
  StateHoliday,
  StateHolidayParams,
} from '@portal/shared-contracts/admin';
import {
  acceptUploads,
  actorOf,
  readCsvFile,
  readCsvUpload,
  sendDownload,
  signedInAccess,
  uploadLimit,
  type ServiceContext,
} from '@portal/service-kit';
import type { AdminDb } from '../db';
import {
  calendarDays,
  calendarFileSpec,
  deleteSchoolCalendar,
  importSchoolCalendar,
  listSchoolCalendars,
  readSchoolCalendar,
} from '../calendars/school-calendars';
import { addStateHoliday, generateStateHolidays, listStateHolidays, removeStateHoliday } from '../calendars/state-holidays';

// The calendars are the LEAs' reference data: whoever manages the LEAs manages them (state and site admins).
const manage = { access: { permissions: [AppPermissions.LeasManage] } };
const tags = ['calendars'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadRefusals = { ...refusals, 413: ErrorBody, 415: ErrorBody };
const limit = { maxBytes: calendarFileSpec.maxBytes, tooLarge: calendarFileSpec.messages.tooLarge };

/**
 * The calendars every clock counts on: the state holiday calendar per school year, and each LEA's
 * school calendar, imported as CSV. The services read them through the `reference` views
 * (`readDayCalendar` of the kit); these routes are the Calendars page's.
 */
export const calendarRoutes: FastifyPluginAsync<ServiceContext<AdminDb>> = async (app, ctx) => {
  const { db } = ctx;
  await acceptUploads(app);

  // Every signed-in user may read the holidays: due dates shown anywhere count on them.
  app.get<{ Querystring: SchoolYearQuery }>(
    '/api/admin/calendars/holidays',
    { config: signedInAccess, schema: { tags, querystring: SchoolYearQuery, response: { 200: Type.Array(StateHoliday), ...refusals } } },
    async ({ query }) => listStateHolidays(db, query.schoolYear),
  );

  app.post<{ Body: AddStateHolidayRequest }>(
    '/api/admin/calendars/holidays',
    { config: manage, schema: { tags, body: AddStateHolidayRequest, response: { 201: StateHoliday, ...refusals } } },
    async (request, reply) => {
      const holiday = await db.transaction().execute((trx) => addStateHoliday(trx, actorOf(request), request.body));
      return reply.status(201).send(holiday);
    },
  );

  app.post<{ Querystring: SchoolYearQuery }>(
    '/api/admin/calendars/holidays/generate',
    { config: manage, schema: { tags, querystring: SchoolYearQuery, response: { 200: Type.Array(StateHoliday), ...refusals } } },
    async (request) => db.transaction().execute((trx) => generateStateHolidays(trx, actorOf(request), request.query.schoolYear)),
  );

  app.delete<{ Params: StateHolidayParams }>(
    '/api/admin/calendars/holidays/:id',
    { config: manage, schema: { tags, params: StateHolidayParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      await db.transaction().execute((trx) => removeStateHoliday(trx, actorOf(request), request.params.id));
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: SchoolYearQuery }>(
    '/api/admin/calendars/leas',
    { config: manage, schema: { tags, querystring: SchoolYearQuery, response: { 200: Type.Array(SchoolCalendarSummary), ...refusals } } },
    async (request) => listSchoolCalendars(db, actorOf(request), request.query.schoolYear),
  );

  // With a format, the calendar's days as a file, in the columns of the page's table.
  app.get<{ Params: SchoolCalendarParams; Querystring: SchoolCalendarQuery }>(
    '/api/admin/calendars/leas/:leaId/:schoolYear',
    {
      config: manage,
      schema: { tags, params: SchoolCalendarParams, querystring: SchoolCalendarQuery, response: { 200: SchoolCalendar, ...refusals } },
    },
    async (request, reply) => {
      const { leaId, schoolYear } = request.params;
      const calendar = await readSchoolCalendar(db, actorOf(request), leaId, schoolYear);
      const { format } = request.query;
      if (!isDownloadFormat(format)) return calendar;
      return sendDownload(reply, {
        format,
        name: schoolCalendarFileName(calendar.leaName, schoolYear),
        columns: schoolCalendarDayColumns,
        rows: calendar.days,
      });
    },
  );

  /**
   * Replaces the LEA's calendar of the year with the file (form-data part `file`, or a text/csv
   * body): columns date and kind, note optional. Any line in error refuses the whole file, every
   * line's error listed, and nothing changes.
   */
  app.post<{ Params: SchoolCalendarParams }>(
    '/api/admin/calendars/leas/:leaId/:schoolYear/import',
    {
      config: manage,
      ...uploadLimit(limit),
      schema: {
        tags,
        consumes: ['multipart/form-data', 'text/csv'],
        params: SchoolCalendarParams,
        response: { 200: SchoolCalendar, ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const { leaId, schoolYear } = request.params;
      const days = calendarDays(readCsvFile(await readCsvUpload(request, reply, limit), calendarFileSpec), schoolYear);
      const calendar = await db.transaction().execute((trx) => importSchoolCalendar(trx, actorOf(request), { leaId, schoolYear }, days));
      request.log.info({ event: 'school-calendar-imported', leaId, schoolYear, days: days.length }, 'school calendar imported');
      return calendar;
    },
  );

  app.delete<{ Params: SchoolCalendarParams }>(
    '/api/admin/calendars/leas/:leaId/:schoolYear',
    { config: manage, schema: { tags, params: SchoolCalendarParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      await db.transaction().execute((trx) => deleteSchoolCalendar(trx, actorOf(request), request.params.leaId, request.params.schoolYear));
      return reply.status(204).send();
    },
  );
};
