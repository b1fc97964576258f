import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { EcoImportQuery, EcoImportResult, EcoPermissions, ErrorBody } from '@portal/shared-contracts';
import { acceptCsvBodies, csvBodyLimit, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { recordImportRead } from '../import/import-disclosure';
import { ecoFileSpec, readEcoFile } from '../import/import-file';
import { importFile } from '../import/run-import';
import { ecoAccess } from './eco-access';

/**
 * The import of a district's ratings kept in another system (POST api/eco/imports). The file is
 * the body (text/csv), as in the schools import. It writes children and their entry and exit
 * summaries, which the rating pages do with Eco.scores.submit, so it needs that as well as the
 * application's key, Eco.access; rows of LEAs the caller may not write are refused one by one.
 */
export const importRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db: EcoDb = ctx.db;
  acceptCsvBodies(app);

  app.post<{ Querystring: EcoImportQuery; Body: string; Reply: EcoImportResult }>(
    '/api/eco/imports',
    {
      config: ecoAccess(EcoPermissions.SubmitScores),
      ...csvBodyLimit(ecoFileSpec),
      schema: {
        tags: ['eco'],
        consumes: ['text/csv'],
        querystring: EcoImportQuery,
        body: Type.String(),
        response: { 200: EcoImportResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => {
      const file = readEcoFile(request.body);
      const preview = request.query.preview ?? false;
      // A preview runs the very import and rolls it back, so it can never promise what the import would not do.
      const trx = await db.startTransaction().execute();
      try {
        const result = await importFile(trx, request, file, ctx.config.timeZone);
        await (preview ? trx.rollback() : trx.commit()).execute();
        await recordImportRead(db, request, file, preview);
        request.log.info(
          {
            event: preview ? 'eco-import-previewed' : 'eco-imported',
            rows: file.rows.length,
            imported: result.imported,
            updated: result.updated,
            rejected: result.rejected.length,
          },
          'eco import',
        );
        return { committed: !preview, ...result };
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
    },
  );
};
