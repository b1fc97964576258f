import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, isDownloadFormat } from '@portal/shared-contracts';
import {
  AddLookupValueRequest,
  LookupList,
  LookupListParams,
  LookupValue,
  lookupValueColumns,
  LookupValuePage,
  LookupValuePageQuery,
  LookupValueParams,
  LookupValuesQuery,
  RenameLookupValueRequest,
  ReorderLookupValuesRequest,
} from '@portal/shared-contracts/admin';
import {
  actorOf,
  fetchPage,
  listRows,
  mapRows,
  sendDownload,
  signedInAccess,
  type ListSpec,
  type ServiceContext,
} from '@portal/service-kit';
import { recordAdminAudit } from '../audit/admin-audit';
import type { AdminDb } from '../db';
import {
  filteredValues,
  findLookupList,
  listLookupLists,
  lockLookupList,
  readLookupValues,
  toLookupValue,
} from '../lookup-lists/lookup-list-repository';
import { addLookupValue, renameLookupValue, reorderLookupValues, setLookupValueRetired } from '../lookup-lists/lookup-value-changes';

const manage = { access: { permissions: [AppPermissions.ListManagerManage] } };
const tags = ['lists'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

// Labels and codes sort as the tables do elsewhere: without regard to case.
const valueListSpec: ListSpec = {
  sortColumns: { position: 'v.position', code: sql`lower(v.code)`, label: sql`lower(v.label)` },
  defaultSort: { field: 'position', direction: 'asc' },
  tieBreaker: 'v.id',
};

const logChange = (request: FastifyRequest, event: string, list: string, valueId?: number) =>
  request.log.info({ event, list, valueId, by: request.principal?.userId }, 'lookup list changed');

/**
 * The List Manager's lookup lists. Any signed-in user reads them, because the applications' forms
 * offer their values; App.listmanager.manage changes them. A value is never deleted: records keep
 * its code, so it is retired instead, and every change goes into admin's audit trail with it.
 */
export const listRoutes: FastifyPluginAsync<ServiceContext<AdminDb>> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/admin/lists',
    { config: signedInAccess, schema: { tags, response: { 200: Type.Array(LookupList), 401: ErrorBody } } },
    async () => listLookupLists(db),
  );

  app.get<{ Params: LookupListParams; Querystring: LookupValuesQuery }>(
    '/api/admin/lists/:list/values',
    {
      config: signedInAccess,
      schema: { tags, params: LookupListParams, querystring: LookupValuesQuery, response: { 200: Type.Array(LookupValue), ...refusals } },
    },
    async ({ params, query }) => {
      const list = await findLookupList(db, params.list);
      return readLookupValues(db, list.id, query.includeRetired ?? false);
    },
  );

  app.get<{ Params: LookupListParams; Querystring: LookupValuePageQuery }>(
    '/api/admin/list-manager/:list/values',
    {
      config: manage,
      schema: { tags, params: LookupListParams, querystring: LookupValuePageQuery, response: { 200: LookupValuePage, ...refusals } },
    },
    async ({ params, query }, reply) => {
      const list = await findLookupList(db, params.list);
      const values = filteredValues(db, list.id, query);
      if (isDownloadFormat(query.format))
        return sendDownload(reply, {
          format: query.format,
          name: list.code,
          columns: lookupValueColumns,
          rows: mapRows(listRows(db, values, query, valueListSpec), toLookupValue),
        });
      const page = await fetchPage(values, query, valueListSpec);
      return { ...page, items: page.items.map(toLookupValue) };
    },
  );

  app.post<{ Params: LookupListParams; Body: AddLookupValueRequest }>(
    '/api/admin/list-manager/:list/values',
    {
      config: manage,
      schema: { tags, params: LookupListParams, body: AddLookupValueRequest, response: { 201: LookupValue, ...refusals } },
    },
    async (request, reply) => {
      const value = await db.transaction().execute(async (trx) => {
        const list = await lockLookupList(trx, request.params.list);
        const added = await addLookupValue(trx, list, request.body);
        await recordAdminAudit(trx, actorOf(request), {
          event: 'list-value-added',
          entityType: 'lookup-value',
          entityId: added.id,
          details: { list: list.code, code: added.code, label: added.label },
        });
        return added;
      });
      logChange(request, 'list-value-added', request.params.list, value.id);
      return reply.status(201).send(value);
    },
  );

  app.put<{ Params: LookupValueParams; Body: RenameLookupValueRequest }>(
    '/api/admin/list-manager/:list/values/:id',
    {
      config: { ...manage, readFrom: '/api/admin/list-manager/:list/values' },
      schema: { tags, params: LookupValueParams, body: RenameLookupValueRequest, response: { 200: LookupValue, ...refusals } },
    },
    async (request) => {
      const value = await db.transaction().execute(async (trx) => {
        const list = await lockLookupList(trx, request.params.list);
        const { value: renamed, from } = await renameLookupValue(trx, list, request.params.id, request.body);
        if (from !== renamed.label) {
          await recordAdminAudit(trx, actorOf(request), {
            event: 'list-value-renamed',
            entityType: 'lookup-value',
            entityId: renamed.id,
            details: { list: list.code, code: renamed.code, from, to: renamed.label },
          });
        }
        return renamed;
      });
      logChange(request, 'list-value-renamed', request.params.list, value.id);
      return value;
    },
  );

  app.put<{ Params: LookupListParams; Body: ReorderLookupValuesRequest }>(
    '/api/admin/list-manager/:list/order',
    {
      config: manage,
      schema: { tags, params: LookupListParams, body: ReorderLookupValuesRequest, response: { 200: Type.Array(LookupValue), ...refusals } },
    },
    async (request) => {
      const values = await db.transaction().execute(async (trx) => {
        const list = await lockLookupList(trx, request.params.list);
        const ordered = await reorderLookupValues(trx, list, request.body.valueIds);
        await recordAdminAudit(trx, actorOf(request), {
          event: 'list-values-reordered',
          entityType: 'lookup-list',
          entityId: list.id,
          details: { list: list.code, order: ordered.map((v) => v.code) },
        });
        return ordered;
      });
      logChange(request, 'list-values-reordered', request.params.list);
      return values;
    },
  );

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post<{ Params: LookupValueParams }>(
      `/api/admin/list-manager/:list/values/:id/${action}`,
      { config: manage, schema: { tags, params: LookupValueParams, response: { 200: LookupValue, ...refusals } } },
      async (request) => {
        const event = retired ? 'list-value-retired' : 'list-value-restored';
        const value = await db.transaction().execute(async (trx) => {
          const list = await lockLookupList(trx, request.params.list);
          const { value: changedValue, changed } = await setLookupValueRetired(trx, list, request.params.id, retired);
          if (changed)
            await recordAdminAudit(trx, actorOf(request), {
              event,
              entityType: 'lookup-value',
              entityId: changedValue.id,
              details: { list: list.code, code: changedValue.code, label: changedValue.label },
            });
          return changedValue;
        });
        logChange(request, event, request.params.list, value.id);
        return value;
      },
    );
  }
};
