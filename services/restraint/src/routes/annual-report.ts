import type { FastifyPluginAsync } from 'fastify';
import { ActiveSchoolYearHeaders, ErrorBody } from '@portal/shared-contracts';
import {
  AnnualEntry,
  AnnualLeaStatuses,
  AnnualMove,
  AnnualReport,
  AnnualReportQuery,
  ReportDownloadQuery,
  RestraintPermissions,
} from '@portal/shared-contracts/restraint';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { moveAnnualReport, readAnnualLeaStatuses, readAnnualReport, saveAnnualEntry, type AnnualContext } from '../reports/annual-report';
import { sendAnnualReport } from '../reports/annual-download';
import { downloadSmallCellSize, reportPack } from '../reports/report-settings';
import { reportLea } from './report-scope';
import { restraintAccess } from './restraint-access';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The annual report of NRS 388.515 (restraint.md, Reports and formulas) for the school year in the
 * activeschoolyear header: an LEA's, or the state's compilation (no leaId, App.data.allleas only).
 * District report viewers read it; the LEA enters its denominators (violation update) and submits
 * it (violation finalize); a state user accepts or returns it (document approval update).
 */
export const annualReportRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;
  const context = async (): Promise<AnnualContext> => ({ pack: await reportPack(db), timeZone: ctx.config.timeZone });

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: AnnualReportQuery; Reply: AnnualReport }>(
    '/api/restraint/reports/annual',
    {
      config: restraintAccess(RestraintPermissions.DistrictReportView),
      schema: {
        tags: ['restraint'],
        description:
          "An LEA's annual report (NRS 388.515) per school, with its workflow; without leaId, for a caller with App.data.allleas, the state's compilation of every school. Rates have four decimals, null when a denominator is missing.",
        headers: ActiveSchoolYearHeaders,
        querystring: AnnualReportQuery,
        response: { 200: AnnualReport, ...errors },
      },
    },
    async (request) => {
      const leaId = await reportLea(db, request, request.query.leaId);
      return readAnnualReport(db, { schoolYear: request.headers.activeschoolyear, leaId }, await context());
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Reply: AnnualLeaStatuses }>(
    '/api/restraint/reports/annual/leas',
    {
      config: restraintAccess(RestraintPermissions.DistrictReportView),
      schema: {
        tags: ['restraint'],
        description:
          "Every LEA's annual report of the year (the caller's own LEAs without App.data.allleas): status, due date, lateness and totals.",
        headers: ActiveSchoolYearHeaders,
        response: { 200: AnnualLeaStatuses, ...errors },
      },
    },
    async (request) => readAnnualLeaStatuses(db, actorOf(request), request.headers.activeschoolyear, await context()),
  );

  app.put<{ Headers: ActiveSchoolYearHeaders; Body: AnnualEntry }>(
    '/api/restraint/reports/annual/schools',
    {
      config: restraintAccess(RestraintPermissions.ViolationUpdate),
      schema: {
        tags: ['restraint'],
        description:
          'The LEA enters teachers employed and pupils enrolled per school while its report is In progress or Returned; version is the one read (0 before the first entry).',
        headers: ActiveSchoolYearHeaders,
        body: AnnualEntry,
        response: { 204: { type: 'null' }, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await saveAnnualEntry(db, actorOf(request), request.headers.activeschoolyear, request.body);
      return reply.code(204).send();
    },
  );

  app.post<{ Headers: ActiveSchoolYearHeaders; Body: AnnualMove }>(
    '/api/restraint/reports/annual/moves',
    {
      config: restraintAccess(RestraintPermissions.ViolationFinalize, RestraintPermissions.DocumentApprovalUpdate),
      schema: {
        tags: ['restraint'],
        description:
          'Submitted (the LEA, violation finalize, from 1 July with every school entered; the counts are kept), Accepted or Returned with a reason (a state user, document approval update).',
        headers: ActiveSchoolYearHeaders,
        body: AnnualMove,
        response: { 204: { type: 'null' }, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await moveAnnualReport(db, actorOf(request), request.headers.activeschoolyear, request.body, await context());
      return reply.code(204).send();
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: ReportDownloadQuery }>(
    '/api/restraint/reports/annual/download',
    {
      config: restraintAccess(RestraintPermissions.DistrictReportView),
      schema: {
        tags: ['restraint'],
        description:
          'The annual report as CSV or spreadsheet: a row per school, then the total. With public=true, small counts (below the settings’ small-cell size: 1 to 9 by default) read "*" and the rates built on them are hidden.',
        headers: ActiveSchoolYearHeaders,
        querystring: ReportDownloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const leaId = await reportLea(db, request, request.query.leaId);
      const report = await readAnnualReport(db, { schoolYear: request.headers.activeschoolyear, leaId }, await context());
      return sendAnnualReport(reply, request.query.format, report, await downloadSmallCellSize(db, request.query.public));
    },
  );
};
