import type { FastifyPluginAsync } from 'fastify';
import { EcoPermissions } from '@portal/shared-contracts';
import { EcoImportResult } from '@portal/shared-contracts/eco';
import { importRoutes as engineRoutes, type ServiceContext } from '@portal/service-kit';
import { ecoImport } from '../import/eco-import';
import { ecoAccess } from './eco-access';
import type { EcoDb } from '../db';

/**
 * The import of a district's ratings kept in another system (POST api/eco/imports, then GET
 * api/eco/imports/{id}), on the kit's import engine. It writes children and their entry and exit
 * summaries, which the rating pages do with Eco.scores.submit, so it needs that as well as the
 * application's key, Eco.access; rows of LEAs the caller may not write are refused one by one.
 */
export const importRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  await engineRoutes(app, ctx, {
    path: '/api/eco/imports',
    access: ecoAccess(EcoPermissions.SubmitScores).access,
    tags: ['eco'],
    definition: ecoImport(ctx.config.timeZone),
    result: EcoImportResult,
  });
};
