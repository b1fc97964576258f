import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ActiveSchoolYearHeaders, EcoPermissions, ErrorBody } from '@portal/shared-contracts';
import {
  B7DownloadQuery,
  B7Report,
  B7ReportByLea,
  B7ReportQuery,
  B7Trend,
  B7TrendQuery,
  B7_TREND_DEFAULT_PRIOR_YEARS,
} from '@portal/shared-contracts/eco';
import { forbidden, readLea, type Principal, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { sendB7 } from '../report/b7-download';
import { b7Report, b7ReportsByLea, emptyB7Report, type B7ReportsByLea } from '../report/b7-report';
import { b7Trend } from '../report/b7-trend';
import { suppressSmallCells } from '../report/small-cell-suppression';
import { readEcoSettings } from '../settings/eco-settings';
import { ecoAccess } from './eco-access';

const reportsAccess = ecoAccess(EcoPermissions.ReportsView);
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * Indicator B7 (eco.md, "The report") for the school year in the activeschoolyear header.
 * The state's figures and other LEAs' are for callers with App.data.allleas; anyone else sees
 * only their own LEAs, and never the state row.
 */
export const reportRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;

  /** The caller's LEAs with their figures out of `figures`, which may hold more LEAs than the caller's. */
  async function byLea(principal: Principal, schoolYear: number, figures: Promise<B7ReportsByLea>): Promise<B7ReportByLea> {
    const scope = principal.allLeas ? null : principal.leaIds;
    const [leas, { total, byLea: figuresOf }] = await Promise.all([
      db
        .selectFrom('directory.leas')
        .select(['id', 'name', 'lea_code', 'is_nde_level_district'])
        .$if(scope !== null, (query) => query.where((eb) => eb('id', '=', eb.fn.any(eb.val(scope!)))))
        .orderBy('name')
        .orderBy('id')
        .execute(),
      figures,
    ]);
    return {
      schoolYear,
      state: principal.allLeas ? total : null,
      // The state-level district holds no children of its own; a row of zeros for it would only be noise.
      leas: leas
        .filter((lea) => !lea.is_nde_level_district || figuresOf.has(lea.id))
        .map((lea) => ({ ...(figuresOf.get(lea.id) ?? emptyB7Report(schoolYear, lea.id)), leaName: lea.name, leaCode: lea.lea_code })),
    };
  }

  /** The state (null) without leaId for a caller with App.data.allleas; otherwise the LEA named, or the current LEA. */
  async function scopeOf(request: FastifyRequest, asked: number | undefined): Promise<number | null> {
    const principal = request.principal!;
    const leaId = asked ?? (principal.allLeas ? null : request.currentLeaId());
    if (leaId !== null) {
      if (!principal.allLeas && !principal.leaIds.includes(leaId)) throw forbidden();
      await readLea(ctx.db, leaId);
    }
    return leaId;
  }

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: B7ReportQuery; Reply: B7Report }>(
    '/api/eco/reports/b7',
    {
      config: reportsAccess,
      schema: {
        tags: ['eco'],
        description: 'The state figures without leaId for a caller with App.data.allleas; otherwise the LEA named, or the current LEA.',
        headers: ActiveSchoolYearHeaders,
        querystring: B7ReportQuery,
        response: { 200: B7Report, ...errors, 404: ErrorBody },
      },
    },
    async (request) => b7Report(db, request.headers.activeschoolyear, await scopeOf(request, request.query.leaId)),
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: B7TrendQuery; Reply: B7Trend }>(
    '/api/eco/reports/b7/trend',
    {
      config: reportsAccess,
      schema: {
        tags: ['eco'],
        description:
          "Each outcome's summary statements in the prior school years (years, default 3) and the header's, oldest first; the scope as /api/eco/reports/b7 takes it.",
        headers: ActiveSchoolYearHeaders,
        querystring: B7TrendQuery,
        response: { 200: B7Trend, ...errors, 404: ErrorBody },
      },
    },
    async (request) => {
      const leaId = await scopeOf(request, request.query.leaId);
      return b7Trend(db, request.headers.activeschoolyear, request.query.years ?? B7_TREND_DEFAULT_PRIOR_YEARS, leaId);
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Reply: B7ReportByLea }>(
    '/api/eco/reports/b7/leas',
    {
      config: reportsAccess,
      schema: { tags: ['eco'], headers: ActiveSchoolYearHeaders, response: { 200: B7ReportByLea, ...errors } },
    },
    async (request) => {
      const principal = request.principal!;
      const schoolYear = request.headers.activeschoolyear;
      return byLea(principal, schoolYear, b7ReportsByLea(db, schoolYear, principal.allLeas ? null : principal.leaIds));
    },
  );

  app.get<{ Headers: ActiveSchoolYearHeaders; Querystring: B7DownloadQuery }>(
    '/api/eco/reports/b7/download',
    {
      config: reportsAccess,
      schema: {
        tags: ['eco'],
        description:
          "The figures of /api/eco/reports/b7/leas as a file: the state row, then each LEA, one row per outcome. With public=true, the LEAs' small cells are suppressed (the smallCellSize setting), with the cells that would give them back, in one pattern for the whole state.",
        headers: ActiveSchoolYearHeaders,
        querystring: B7DownloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const schoolYear = request.headers.activeschoolyear;
      // A public file is cut from the state's whole suppression pattern, whoever asks (suppressSmallCells).
      const figures = b7ReportsByLea(db, schoolYear, principal.allLeas || request.query.public ? null : principal.leaIds);
      const [report, suppression] = await Promise.all([
        byLea(principal, schoolYear, figures),
        request.query.public
          ? Promise.all([figures, readEcoSettings(db)]).then(([{ byLea: all }, settings]) =>
              suppressSmallCells([...all.values()], settings.smallCellSize),
            )
          : null,
      ]);
      return sendB7(reply, request.query.format, { report, suppression });
    },
  );
};
