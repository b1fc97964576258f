import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ActiveSchoolYearHeaders, ErrorBody, OverviewResponse, schoolYearLabel } from '@portal/shared-contracts';
import { readLea } from './directory';
import type { Principal } from './plugins/auth';
import type { ServiceContext } from './service';

/** What an overview counts: the caller's checked LEA in the school year the shell sends. */
export interface OverviewScope {
  leaId: number;
  schoolYear: number;
  principal: Principal;
  /** The state's time zone (PORTAL_TIME_ZONE), for figures that count days up to today. */
  timeZone: string;
}

export interface OverviewRouteOptions<DB, Key extends string> {
  /** The service's name: the route is GET /api/<service>/overview, tagged with the name in OpenAPI. */
  service: string;
  /** Any one of these lets a caller see the overview. */
  permissions: readonly string[];
  /** For the OpenAPI document, where the school year selects something other than plainly that year's records. */
  description?: string;
  /** Each figure's label by its key, in the order the page shows them. */
  figures: Record<Key, string>;
  /** Every figure's value for the scope, by its key. */
  count(db: Kysely<DB>, scope: OverviewScope): Promise<Record<Key, number>>;
}

/**
 * GET /api/<service>/overview: an application's first figures for the selected LEA
 * and year. Every application answers the same shape, so the shell renders them alike.
 */
export function overviewRoute<DB, Key extends string>(options: OverviewRouteOptions<DB, Key>): FastifyPluginAsync<ServiceContext> {
  return async (app, ctx) => {
    const db: Kysely<DB> = ctx.db;
    app.get<{ Headers: ActiveSchoolYearHeaders; Reply: OverviewResponse }>(
      `/api/${options.service}/overview`,
      {
        config: { access: { permissions: options.permissions } },
        schema: {
          tags: [options.service],
          ...(options.description ? { description: options.description } : {}),
          headers: ActiveSchoolYearHeaders,
          response: { 200: OverviewResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        const scope: OverviewScope = {
          leaId: request.currentLeaId(),
          schoolYear: request.headers.activeschoolyear,
          principal: request.principal!,
          timeZone: ctx.config.timeZone,
        };
        const [lea, counts] = await Promise.all([readLea(ctx.db, scope.leaId), options.count(db, scope)]);
        const keys = Object.keys(options.figures) as Key[];
        const figures = keys.map((key) => ({ key, label: options.figures[key], value: counts[key] }));
        return { leaId: lea.id, leaName: lea.name, schoolYear: schoolYearLabel(scope.schoolYear), figures };
      },
    );
  };
}
