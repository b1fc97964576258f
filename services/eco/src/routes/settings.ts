import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions, EcoPermissions, ErrorBody } from '@portal/shared-contracts';
import { EcoSettings } from '@portal/shared-contracts/eco';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { readEcoSettings } from '../settings/eco-settings';
import { saveEcoSettings } from '../settings/save-settings';
import { ecoAccess } from './eco-access';

/**
 * The state's ECO settings (eco.md's "a setting"): every ECO user reads them, since the forms ask
 * the state's progress question and run its rules; a state administrator changes them.
 */
export const settingsRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;
  const errors = { 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/api/eco/settings',
    { config: ecoAccess(EcoPermissions.Access), schema: { tags: ['eco'], response: { 200: EcoSettings, ...errors } } },
    async () => readEcoSettings(db),
  );

  app.put<{ Body: EcoSettings }>(
    '/api/eco/settings',
    {
      config: ecoAccess(AppPermissions.StateAdmin),
      schema: { tags: ['eco'], body: EcoSettings, response: { 200: EcoSettings, 400: ErrorBody, ...errors } },
    },
    async (request) => db.transaction().execute((trx) => saveEcoSettings(trx, actorOf(request), request.body)),
  );
};
