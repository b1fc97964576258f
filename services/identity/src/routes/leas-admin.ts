import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, LeaList, isDownloadFormat } from '@portal/shared-contracts';
import {
  LeaCreate,
  LeaDetail,
  LeaListQuery,
  LeaMessages,
  LeaPage,
  LeaSchool,
  LeaUpdate,
  leaListColumns,
  leaUserColumns,
  LeaUserPage,
  LeaUserQuery,
} from '@portal/shared-contracts/admin';
import { HttpError, fetchPage, listRows, notFound, sendDownload, type ServiceContext } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import { directoryTables, type DirectoryDb } from '../leas/directory-tables';
import { createdDetails, updatedDetails } from '../leas/lea-audit';
import { leaListQuery, leaListSpec, leaUserListSpec, leaUserQuery } from '../leas/lea-list';
import { memberCount } from '../leas/lea-members';
import { schoolsOfLea } from '../leas/lea-schools';
import { insertLea, leaUses, lockLea, readLeaDetail, updateLea } from '../leas/lea-repository';
import { validLea } from '../leas/lea-values';

// Every call of Manage LEAs needs the page's own key (spec 6).
const manageLeas = { access: { permissions: [AppPermissions.LeasManage] } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

async function existingLea(db: DirectoryDb, id: number): Promise<LeaDetail> {
  const lea = await readLeaDetail(db, id);
  if (!lea) throw notFound(LeaMessages.notFound);
  return lea;
}

/** Manage LEAs' calls (spec 7): the list, one LEA with every field, its users and schools, and the changes, each audited. */
export const leaAdminRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = directoryTables(ctx.db);

  app.get<{ Querystring: LeaListQuery }>(
    '/api/leas',
    { config: manageLeas, schema: { tags: ['leas'], querystring: LeaListQuery, response: { 200: LeaPage, ...refusals } } },
    async (request, reply) => {
      const query = leaListQuery(db, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'leas',
          columns: leaListColumns,
          rows: listRows(ctx.db, query, request.query, leaListSpec),
        });
      return fetchPage(query, request.query, leaListSpec);
    },
  );

  /** The LEAs no user works in yet, by name. */
  app.get('/api/leas/nousers', { config: manageLeas, schema: { tags: ['leas'], response: { 200: LeaList, ...refusals } } }, async () =>
    db
      .selectFrom('leas as l')
      .select([
        'l.id',
        'l.name',
        'l.lea_code as leaCode',
        'l.is_included_in_charter_group as isIncludedInCharterGroup',
        'l.is_nde_level_district as isNdeLevelDistrict',
      ])
      .where(memberCount(sql.ref('l.id')), '=', 0)
      .orderBy('l.name')
      .orderBy('l.id')
      .execute(),
  );

  app.get<{ Params: IdParams }>(
    '/api/leas/:id',
    { config: manageLeas, schema: { tags: ['leas'], params: IdParams, response: { 200: LeaDetail, ...refusals } } },
    async (request) => existingLea(db, request.params.id),
  );

  app.get<{ Params: IdParams; Querystring: LeaUserQuery }>(
    '/api/leas/:id/users',
    {
      config: manageLeas,
      schema: { tags: ['leas'], params: IdParams, querystring: LeaUserQuery, response: { 200: LeaUserPage, ...refusals } },
    },
    async (request, reply) => {
      const lea = await existingLea(db, request.params.id);
      const query = leaUserQuery(db, lea.id, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: `${lea.leaCode} users`,
          columns: leaUserColumns,
          rows: listRows(ctx.db, query, request.query, leaUserListSpec),
        });
      return fetchPage(query, request.query, leaUserListSpec);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/leas/schools/:id',
    { config: manageLeas, schema: { tags: ['leas'], params: IdParams, response: { 200: Type.Array(LeaSchool), ...refusals } } },
    async (request) => {
      const lea = await existingLea(db, request.params.id);
      return schoolsOfLea(db, lea.id);
    },
  );

  app.post<{ Body: LeaCreate }>(
    '/api/leas',
    { config: manageLeas, schema: { tags: ['leas'], body: LeaCreate, response: { 201: LeaDetail, ...refusals } } },
    async (request, reply) => {
      const values = validLea(request.body);
      const created = await db.transaction().execute(async (trx) => {
        const id = await insertLea(trx, values);
        const lea = (await readLeaDetail(trx, id))!;
        await recordAuditEvent(trx, {
          event: 'lea-created',
          actorUserId: request.principal!.userId,
          ip: request.ip,
          entityType: 'lea',
          entityId: id,
          leaId: id,
          details: createdDetails(lea),
        });
        return lea;
      });
      request.log.info({ event: 'lea-created', leaId: created.id }, 'LEA created');
      return reply.status(201).send(created);
    },
  );

  app.put<{ Body: LeaUpdate }>(
    '/api/leas',
    {
      config: { ...manageLeas, readFrom: '/api/leas/:id' },
      schema: { tags: ['leas'], body: LeaUpdate, response: { 200: LeaDetail, ...refusals } },
    },
    async (request) => {
      const { id } = request.body;
      const values = validLea(request.body);
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await lockLea(trx, id))) throw notFound(LeaMessages.notFound);
        const before = (await readLeaDetail(trx, id))!;
        await updateLea(trx, id, values);
        const after = (await readLeaDetail(trx, id))!;
        await recordAuditEvent(trx, {
          event: 'lea-updated',
          actorUserId: request.principal!.userId,
          ip: request.ip,
          entityType: 'lea',
          entityId: id,
          leaId: id,
          details: updatedDetails(before, after),
        });
        return after;
      });
      request.log.info({ event: 'lea-updated', leaId: id }, 'LEA updated');
      return updated;
    },
  );

  /** Refused, with what still needs the LEA, while it has schools or users or another service's records name it. */
  app.delete<{ Params: IdParams }>(
    '/api/leas/:id',
    { config: manageLeas, schema: { tags: ['leas'], params: IdParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await lockLea(trx, id))) throw notFound(LeaMessages.notFound);
        const lea = (await readLeaDetail(trx, id))!;
        const uses = await leaUses(trx, id);
        if (uses.length) throw new HttpError(409, 'CONFLICT', LeaMessages.inUse(lea.name), undefined, { reasons: uses });
        await trx.deleteFrom('leas').where('id', '=', id).execute();
        await recordAuditEvent(trx, {
          event: 'lea-deleted',
          actorUserId: request.principal!.userId,
          ip: request.ip,
          entityType: 'lea',
          entityId: id,
          leaId: id,
          details: createdDetails(lea),
        });
      });
      request.log.info({ event: 'lea-deleted', leaId: id }, 'LEA deleted');
      return reply.status(204).send();
    },
  );
};
