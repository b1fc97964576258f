import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions as A, ErrorBody, IdParams } from '@portal/shared-contracts';
import {
  FollowUpUpdate,
  RestraintPermissions as R,
  RestraintSettings,
  ViolationCreateRequest,
  ViolationDecisionRequest,
  ViolationEscalateRequest,
  ViolationHistory,
  ViolationMessages,
  ViolationRecord,
  ViolationReopenRequest,
} from '@portal/shared-contracts/restraint';
import { actorOf, notFound, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { afterIncidentChange, incidentDecidedByState, incidentRecordParts, type IncidentChangeHook } from '../incidents/hooks';
import { updateFollowUp } from '../violations/follow-ups';
import { requestPlan } from '../violations/plan-request';
import { runIncidentRules } from '../violations/run-rules';
import { readRestraintSettings, saveRestraintSettings } from '../violations/settings';
import { readViolationHistory } from '../violations/violation-history';
import { addViolation, decideViolation, escalateViolation, findViolation, reopenViolation } from '../violations/violation-moves';
import { readRuleResults, readViolation, stateDecidedAny } from '../violations/violation-read';
import { restraintAccess } from './restraint-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };
const tags = ['restraint'];

/** Adds a hook to one of the incidents' hook lists for as long as this app runs. */
function plug<T>(app: Parameters<FastifyPluginAsync>[0], list: T[], hook: T): void {
  list.push(hook);
  app.addHook('onClose', async () => {
    list.splice(list.indexOf(hook), 1);
  });
}

/**
 * Violations (restraint.md, "Statuses and moves"): the rules run inside every incident change
 * (through the incidents' afterIncidentChange hook); the state decides, escalates and reopens; the
 * LEA or the state adds one by hand; follow-ups are held or waived; the settings name the active pack.
 */
export const violationRoutes: FastifyPluginAsync<ServiceContext<RestraintDb>> = async (app, ctx) => {
  const { db } = ctx;
  const rules: IncidentChangeHook = (trx, incidentIds, actor) => runIncidentRules(trx, ctx.notifications, incidentIds, actor);
  plug(app, afterIncidentChange, rules);
  plug(app, incidentRecordParts, readRuleResults);
  plug(app, incidentDecidedByState, stateDecidedAny);

  const answer = async (id: number) => {
    const violation = await readViolation(db, id);
    if (!violation) throw notFound(ViolationMessages.notFound);
    return violation;
  };
  /** The events a change raised go to the queue now rather than at the next poll. */
  const committed = <T>(work: (trx: RestraintDb) => Promise<T>) =>
    db
      .transaction()
      .execute(work)
      .then((result) => {
        ctx.notifications.flush();
        return result;
      });

  app.post<{ Params: IdParams; Body: ViolationDecisionRequest }>(
    '/api/restraint/violations/:id/decision',
    {
      config: restraintAccess(R.ViolationUpdate),
      schema: { tags, params: IdParams, body: ViolationDecisionRequest, response: { 200: ViolationRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const planNeeded = await committed((trx) => decideViolation(trx, actor, id, request.body));
      // After the commit: the findings engine is another service.
      if (planNeeded) await requestPlan(ctx, actor, request.headers.authorization ?? '', id);
      return answer(id);
    },
  );

  app.post<{ Params: IdParams; Body: ViolationEscalateRequest }>(
    '/api/restraint/violations/:id/escalate',
    {
      config: restraintAccess(R.ViolationUpdate),
      schema: { tags, params: IdParams, body: ViolationEscalateRequest, response: { 200: ViolationRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      await committed((trx) => escalateViolation(trx, actor, request.params.id, request.body));
      return answer(request.params.id);
    },
  );

  app.post<{ Params: IdParams; Body: ViolationReopenRequest }>(
    '/api/restraint/violations/:id/reopen',
    {
      config: restraintAccess(R.ViolationReopen),
      schema: { tags, params: IdParams, body: ViolationReopenRequest, response: { 200: ViolationRecord, ...refusals } },
    },
    async (request) => {
      const actor = actorOf(request);
      await committed((trx) => reopenViolation(trx, actor, request.params.id, request.body.reason));
      return answer(request.params.id);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/restraint/violations/:id',
    {
      config: restraintAccess(R.ViolationView, R.ViolationDetailsView),
      schema: { tags, params: IdParams, response: { 200: ViolationRecord, ...refusals } },
    },
    async (request) => {
      await findViolation(db, actorOf(request), request.params.id);
      return answer(request.params.id);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/restraint/violations/:id/history',
    {
      config: restraintAccess(R.ViolationView, R.ViolationDetailsView),
      schema: { tags, params: IdParams, response: { 200: ViolationHistory, ...refusals } },
    },
    async (request) => {
      await findViolation(db, actorOf(request), request.params.id);
      return { items: await readViolationHistory(db, request.params.id) };
    },
  );

  app.post<{ Params: IdParams; Body: ViolationCreateRequest }>(
    '/api/restraint/incidents/:id/violations',
    {
      config: restraintAccess(R.ViolationUpdate),
      schema: { tags, params: IdParams, body: ViolationCreateRequest, response: { 201: ViolationRecord, ...refusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await committed((trx) => addViolation(trx, ctx.notifications, actor, request.params.id, request.body));
      return reply.status(201).send(await answer(id));
    },
  );

  app.put<{ Params: IdParams; Body: FollowUpUpdate }>(
    '/api/restraint/follow-ups/:id',
    {
      config: restraintAccess(R.ViolationUpdate),
      schema: { tags, params: IdParams, body: FollowUpUpdate, response: { 204: { type: 'null' }, ...refusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await committed((trx) => updateFollowUp(trx, ctx.notifications, actor, request.params.id, request.body));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/restraint/settings',
    { config: restraintAccess(R.Access), schema: { tags, response: { 200: RestraintSettings, ...refusals } } },
    async () => readRestraintSettings(db),
  );

  app.put<{ Body: RestraintSettings }>(
    '/api/restraint/settings',
    {
      config: restraintAccess(A.StateAdmin),
      schema: { tags, body: RestraintSettings, response: { 200: RestraintSettings, ...refusals } },
    },
    async (request) => db.transaction().execute((trx) => saveRestraintSettings(trx, actorOf(request), request.body)),
  );
};
