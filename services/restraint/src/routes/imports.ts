import type { FastifyPluginAsync } from 'fastify';
import { Headers } from '@portal/shared-contracts';
import {
  RestraintImportMessages,
  RestraintImportQuery,
  RestraintImportResult,
  RestraintPermissions,
  type RestraintImportColumn,
} from '@portal/shared-contracts/restraint';
import { actorCan, actorOf, forbidden, importRoutes as engineRoutes, type ServiceContext } from '@portal/service-kit';
import { restraintImport } from '../imports/restraint-import';
import type { RestraintDb } from '../db';
import { restraintAccess } from './restraint-access';

/**
 * The bulk import (restraint.md, "Bulk import"): POST api/restraint/imports with the CSV in the
 * form-data part `file` (query preview, finalize), then GET api/restraint/imports/{id}, on the
 * kit's import engine. It needs "data import"; "finalize on commit" needs "violation finalize"
 * too. The school year chosen in the header bounds the incident dates.
 */
export const importRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  await engineRoutes<RestraintImportColumn, RestraintImportResult, RestraintImportQuery>(app, ctx, {
    path: '/api/restraint/imports',
    ...restraintAccess(RestraintPermissions.DataImport),
    tags: ['restraint'],
    definition: restraintImport(ctx.config.timeZone),
    result: RestraintImportResult,
    query: { schema: RestraintImportQuery, preview: (query) => query.preview ?? false },
    options(request) {
      const finalize = request.query.finalize ?? false;
      if (finalize && !actorCan(actorOf(request), [RestraintPermissions.ViolationFinalize])) {
        throw forbidden(RestraintImportMessages.cannotFinalize);
      }
      const year = Number(request.headers[Headers.ActiveSchoolYear]);
      return { finalize, schoolYear: Number.isInteger(year) && year >= 2000 && year <= 2099 ? year : null };
    },
  });
};
