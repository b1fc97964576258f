import type { FastifyPluginAsync } from 'fastify';
import { EcoPermissions, ErrorBody } from '@portal/shared-contracts';
import { RatingPhaseParams, RatingSet, RatingsSave, UnlockRequest, type RatingPhase } from '@portal/shared-contracts/eco';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { EcoDb } from '../db';
import { readChildRatings, toRatingSet } from '../ratings/rating-set';
import { saveRatings } from '../ratings/save-ratings';
import { moveRatings, type TransitionName } from '../ratings/transitions';
import { ecoAccess } from './eco-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const schema = { tags: ['eco'], params: RatingPhaseParams, response: { 200: RatingSet, ...refusals } };

async function ratingSetOf(db: EcoDb, childId: number, phase: RatingPhase): Promise<RatingSet> {
  const current = await readChildRatings(db, childId);
  return toRatingSet(current[phase]!, current.entry);
}

/**
 * Entry and exit scores (/child-search/entryscore, exitscore): a draft is saved by those who enter
 * and submit scores, then finalized by the state, and unlocked, with a reason, to be changed again.
 */
export const ratingRoutes: FastifyPluginAsync<ServiceContext<EcoDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.put<{ Params: RatingPhaseParams; Body: RatingsSave }>(
    '/api/eco/children/:id/ratings/:phase',
    { config: ecoAccess(EcoPermissions.SubmitScores), schema: { ...schema, body: RatingsSave } },
    async (request) =>
      db.transaction().execute(async (trx) => {
        const { id, phase } = request.params;
        await saveRatings(trx, actorOf(request), id, phase, request.body, ctx.config.timeZone);
        return ratingSetOf(trx, id, phase);
      }),
  );

  const step = (name: TransitionName, permission: string) =>
    app.post<{ Params: RatingPhaseParams; Body: UnlockRequest | undefined }>(
      `/api/eco/children/:id/ratings/:phase/${name}`,
      { config: ecoAccess(permission), schema: name === 'unlock' ? { ...schema, body: UnlockRequest } : schema },
      async (request) =>
        db.transaction().execute(async (trx) => {
          const { id, phase } = request.params;
          // Only an unlock has a body (its schema requires the reason); submit and finalize ignore any.
          const reason = name === 'unlock' ? (request.body as UnlockRequest).reason.trim() : null;
          await moveRatings(trx, actorOf(request), id, phase, name, reason);
          return ratingSetOf(trx, id, phase);
        }),
    );
  step('submit', EcoPermissions.SubmitScores);
  step('finalize', EcoPermissions.FinalizeScores);
  step('unlock', EcoPermissions.Unlock);
};
