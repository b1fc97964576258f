import type { FastifyPluginAsync } from 'fastify';
import { ErrorBody, PsosPermissions as P } from '@portal/shared-contracts';
import { PsosSettings, psosSettingsErrors, type PsosSettings as PsosSettingsBody } from '@portal/shared-contracts/psos';
import { actorOf, badRequest, changedFields, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { readStateSettings, settingsOf, writeStateSettings } from '../collections/state-settings';
import { recordChange } from '../history/psos-history';
import { psosAccess } from './psos-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * The state's settings (psos.md's "setting" rules), edited in the collection manager and copied
 * into each collection when it opens: GET for whoever reads the collection manager, PUT with
 * collection edit, each change in the history.
 */
export const settingsRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/psos/settings',
    { config: psosAccess(P.CollectionView, P.CollectionEdit), schema: { tags: ['psos'], response: { 200: PsosSettings, ...refusals } } },
    () => readStateSettings(db),
  );

  app.put<{ Body: PsosSettingsBody }>(
    '/api/psos/settings',
    { config: psosAccess(P.CollectionEdit), schema: { tags: ['psos'], body: PsosSettings, response: { 200: PsosSettings, ...refusals } } },
    async (request) => {
      const errors = psosSettingsErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest('The settings are not valid.', errors);
      const actor = actorOf(request);
      const settings = settingsOf(request.body);
      await db.transaction().execute(async (trx) => {
        const changes = changedFields(await readStateSettings(trx), settings);
        if (Object.keys(changes).length === 0) return;
        await writeStateSettings(trx, settings, actor.userId);
        await recordChange(trx, actor, { entityType: 'settings', entityId: 'state', action: 'changed', changes });
      });
      return readStateSettings(db);
    },
  );
};
