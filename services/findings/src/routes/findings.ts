import type { FastifyPluginAsync } from 'fastify';
import { zonedDate } from '@portal/day-count';
import { ErrorBody, IdParams } from '@portal/shared-contracts';
import {
  anySourceMay,
  CreatedFinding,
  DailyRunAnswer,
  NewFinding,
  PlanDocumentBody,
  PlanExtensionBody,
  PlanItemsBody,
  PlanList,
  PlanListQuery,
  PlanMoveBody,
  PlanRecord,
  PLAN_MOVES,
  type FindingAction,
} from '@portal/shared-contracts/findings';
import { actorOf, type RouteAccess, type ServiceContext } from '@portal/service-kit';
import type { FindingsDb } from '../db';
import { raiseDeadlineNotices } from '../daily/cap-deadlines';
import { createFinding } from '../plans/create-finding';
import { listPlans, readPlan } from '../plans/plan-read';
import { attachDocument, extendPlan, movePlan, savePlanItems } from '../plans/plan-write';
import type { FindingsSettings } from '../settings';

/** Any source's key for the action lets a caller in; which source's is asked once the plan or the finding is known. */
const access = (...actions: FindingAction[]): { access: RouteAccess } => ({
  access: { permissions: [...new Set(actions.flatMap((action) => anySourceMay(action)))] },
});

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['findings'];

/**
 * Findings and corrective plans for restraint, dispute and monitoring: a producer makes a finding
 * (idempotently) with its plan; the LEA writes and submits the plan and its evidence, the state
 * approves, sends back and verifies.
 */
export const findingRoutes =
  (settings: FindingsSettings): FastifyPluginAsync<ServiceContext<FindingsDb>> =>
  async (app, ctx) => {
    const { db } = ctx;
    const today = () => zonedDate(new Date(), ctx.config.timeZone);

    app.post<{ Body: NewFinding }>(
      '/api/findings/findings',
      { config: access('create'), schema: { tags, body: NewFinding, response: { 200: CreatedFinding, 201: CreatedFinding, ...refusals } } },
      async (request, reply) => {
        const actor = actorOf(request);
        const { created, answer } = await db.transaction().execute((trx) => createFinding(trx, actor, request.body, today()));
        return reply.status(created ? 201 : 200).send(answer);
      },
    );

    app.get<{ Querystring: PlanListQuery }>(
      '/api/findings/plans',
      { config: access('view'), schema: { tags, querystring: PlanListQuery, response: { 200: PlanList, ...refusals } } },
      async (request) => listPlans(db, actorOf(request), request.query),
    );

    app.get<{ Params: IdParams }>(
      '/api/findings/plans/:id',
      { config: access('view'), schema: { tags, params: IdParams, response: { 200: PlanRecord, ...refusals } } },
      async (request) => readPlan(db, actorOf(request), request.params.id, today()),
    );

    app.put<{ Params: IdParams; Body: PlanItemsBody }>(
      '/api/findings/plans/:id',
      { config: access('write'), schema: { tags, params: IdParams, body: PlanItemsBody, response: { 200: PlanRecord, ...refusals } } },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction().execute((trx) => savePlanItems(trx, actor, request.params.id, request.body.items));
        return readPlan(db, actor, request.params.id, today());
      },
    );

    app.post<{ Params: IdParams; Body: PlanMoveBody }>(
      '/api/findings/plans/:id/moves',
      {
        config: access(...new Set(PLAN_MOVES.map((move): FindingAction => (move.by === 'lea' ? 'leaMove' : 'stateMove')))),
        schema: { tags, params: IdParams, body: PlanMoveBody, response: { 200: PlanRecord, ...refusals } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction().execute((trx) => movePlan(ctx, trx, actor, request.params.id, request.body, today()));
        return readPlan(db, actor, request.params.id, today());
      },
    );

    app.post<{ Params: IdParams; Body: PlanDocumentBody }>(
      '/api/findings/plans/:id/documents',
      { config: access('write'), schema: { tags, params: IdParams, body: PlanDocumentBody, response: { 201: PlanRecord, ...refusals } } },
      async (request, reply) => {
        const actor = actorOf(request);
        await db.transaction().execute((trx) => attachDocument(trx, actor, request.params.id, request.body));
        return reply.status(201).send(await readPlan(db, actor, request.params.id, today()));
      },
    );

    // The daily run's deadline notices now, rather than at the next run: each still goes out once.
    app.post(
      '/api/findings/daily-run',
      { config: access('stateMove'), schema: { tags, response: { 200: DailyRunAnswer, ...refusals } } },
      async () => ({ raised: await raiseDeadlineNotices(ctx, settings, today()) }),
    );

    app.post<{ Params: IdParams; Body: PlanExtensionBody }>(
      '/api/findings/plans/:id/extensions',
      {
        config: access('stateMove'),
        schema: { tags, params: IdParams, body: PlanExtensionBody, response: { 201: PlanRecord, ...refusals } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        await db.transaction().execute((trx) => extendPlan(trx, settings, actor, request.params.id, request.body));
        return reply.status(201).send(await readPlan(db, actor, request.params.id, today()));
      },
    );
  };
