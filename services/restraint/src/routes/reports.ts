import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ActiveSchoolYearHeaders, ErrorBody } from '@portal/shared-contracts';
import { DistrictReport, ReportDownloadQuery, ReportQuery, RestraintPermissions, SchoolReport } from '@portal/shared-contracts/restraint';
import { badRequest, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { readAnnualReport } from '../reports/annual-report';
import { downloadSmallCellSize, reportPack } from '../reports/report-settings';
import { sendScopeReport, type ScopeRow } from '../reports/scope-download';
import { TOTAL, scopeFigures } from '../reports/scope-report';
import { reportLea } from './report-scope';
import { restraintAccess } from './restraint-access';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The district and school reports (restraint.md, Reports and formulas) for the school year in the
 * activeschoolyear header, with their CSV and spreadsheet downloads.
 */
export const reportRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;

  async function districtReport(request: FastifyRequest, schoolYear: number, asked: number | undefined) {
    const leaId = await reportLea(db, request, asked);
    const pack = await reportPack(db);
    const scope = { schoolYear, leaId };
    const annual = await readAnnualReport(db, scope, { pack, timeZone: ctx.config.timeZone });
    const figures = await scopeFigures(db, scope, 'scope', pack, annual);
    return { pack, report: { schoolYear, leaId, figures: figures.get(TOTAL)! } };
  }

  async function schoolReport(request: FastifyRequest, schoolYear: number, asked: { leaId?: number; schoolId?: number }) {
    const leaId = await reportLea(db, request, asked.leaId);
    const pack = await reportPack(db);
    const scope = { schoolYear, leaId };
    const annual = await readAnnualReport(db, scope, { pack, timeZone: ctx.config.timeZone });
    const lines = asked.schoolId === undefined ? annual.schools : annual.schools.filter((school) => school.schoolId === asked.schoolId);
    if (asked.schoolId !== undefined && lines.length === 0)
      throw badRequest('Not a school of this LEA.', { schoolId: 'A value must be selected from the list.' });
    const [figures, leas] = await Promise.all([
      scopeFigures(db, scope, 'school', pack, annual),
      db
        .selectFrom('directory.schools')
        .select(['id', 'lea_id'])
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(lines.map((l) => l.schoolId)))))
        .execute(),
    ]);
    const leaOf = new Map(leas.map((school) => [school.id, school.lea_id]));
    const report: SchoolReport = {
      schoolYear,
      leaId,
      schools: lines.map((line) => ({
        schoolId: line.schoolId,
        schoolName: line.schoolName,
        leaId: leaOf.get(line.schoolId)!,
        figures: figures.get(line.schoolId)!,
      })),
    };
    return { pack, report };
  }

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: ReportQuery; Reply: DistrictReport }>(
    '/api/restraint/reports/district',
    {
      config: restraintAccess(RestraintPermissions.DistrictReportView),
      schema: {
        tags: ['restraint'],
        description: "An LEA's figures (the state's without leaId, for a caller with App.data.allleas) for the school year in the header.",
        headers: ActiveSchoolYearHeaders,
        querystring: ReportQuery,
        response: { 200: DistrictReport, ...errors },
      },
    },
    async (request) => (await districtReport(request, request.headers.activeschoolyear, request.query.leaId)).report,
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: ReportQuery; Reply: SchoolReport }>(
    '/api/restraint/reports/school',
    {
      config: restraintAccess(RestraintPermissions.SchoolReportView),
      schema: {
        tags: ['restraint'],
        description:
          "The district report's figures per school of the LEA (every school of the state without leaId, for App.data.allleas), or of one school.",
        headers: ActiveSchoolYearHeaders,
        querystring: ReportQuery,
        response: { 200: SchoolReport, ...errors },
      },
    },
    async (request) => (await schoolReport(request, request.headers.activeschoolyear, request.query)).report,
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: ReportDownloadQuery }>(
    '/api/restraint/reports/district/download',
    {
      config: restraintAccess(RestraintPermissions.DistrictReportView),
      schema: {
        tags: ['restraint'],
        description:
          'The district report as CSV or spreadsheet; public=true suppresses small counts (below the settings’ small-cell size: 1 to 9 by default).',
        headers: ActiveSchoolYearHeaders,
        querystring: ReportDownloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { pack, report } = await districtReport(request, request.headers.activeschoolyear, request.query.leaId);
      const rows: ScopeRow[] = [
        { scope: report.leaId === null ? 'State' : `LEA ${report.leaId}`, schoolId: null, figures: report.figures },
      ];
      const name = `restraint-district-report-${report.schoolYear}-${report.leaId ?? 'state'}`;
      return sendScopeReport(reply, request.query.format, name, rows, pack, await downloadSmallCellSize(db, request.query.public));
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: ReportDownloadQuery }>(
    '/api/restraint/reports/school/download',
    {
      config: restraintAccess(RestraintPermissions.SchoolReportView),
      schema: {
        tags: ['restraint'],
        description:
          'The school report as CSV or spreadsheet, a row per school; public=true suppresses small counts (below the settings’ small-cell size: 1 to 9 by default).',
        headers: ActiveSchoolYearHeaders,
        querystring: ReportDownloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { pack, report } = await schoolReport(request, request.headers.activeschoolyear, request.query);
      const rows = report.schools.map((school): ScopeRow => ({
        scope: school.schoolName,
        schoolId: school.schoolId,
        figures: school.figures,
      }));
      const name = `restraint-school-report-${report.schoolYear}-${report.leaId ?? 'state'}`;
      return sendScopeReport(reply, request.query.format, name, rows, pack, await downloadSmallCellSize(db, request.query.public));
    },
  );
};
