import type { FastifyPluginAsync } from 'fastify';
import { AppPermissions, ErrorBody, IdParams, PsosPermissions as P } from '@portal/shared-contracts';
import {
  UserIdParams,
  Vendor,
  VendorFields,
  VendorList,
  VendorUserList,
  VendorUserUpdate,
  type UserIdParams as UserIdParamsType,
  type VendorFields as VendorFieldsBody,
  type VendorUserUpdate as VendorUserUpdateBody,
} from '@portal/shared-contracts/psos';
import { actorOf, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { createVendor, listVendors, listVendorUsers, setVendorOfUser, updateVendor } from '../vendors/vendors';
import { psosAccess } from './psos-access';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['psos'];
const viewing = psosAccess(P.CollectionView, P.CollectionEdit);
const editing = psosAccess(P.CollectionEdit);

/** Vendors (contracted call centres) kept in the collection manager, and which user works for which: an administrator sets it. */
export const vendorRoutes: FastifyPluginAsync<ServiceContext<PsosDb>> = async (app, ctx) => {
  const { db } = ctx;
  const one = async (id: number) => (await listVendors(db)).find((v) => v.id === id)!;

  app.get('/api/psos/vendors', { config: viewing, schema: { tags, response: { 200: VendorList, ...refusals } } }, () => listVendors(db));

  app.post<{ Body: VendorFieldsBody }>(
    '/api/psos/vendors',
    { config: editing, schema: { tags, body: VendorFields, response: { 201: Vendor, ...refusals } } },
    async (request, reply) => {
      const id = await db.transaction().execute((trx) => createVendor(trx, actorOf(request), request.body));
      return reply.status(201).send(await one(id));
    },
  );

  app.put<{ Params: IdParams; Body: VendorFieldsBody }>(
    '/api/psos/vendors/:id',
    { config: editing, schema: { tags, params: IdParams, body: VendorFields, response: { 200: Vendor, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => updateVendor(trx, actorOf(request), request.params.id, request.body));
      return one(request.params.id);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/psos/vendors/:id/users',
    { config: viewing, schema: { tags, params: IdParams, response: { 200: VendorUserList, ...refusals } } },
    (request) => listVendorUsers(db, request.params.id),
  );

  app.put<{ Params: UserIdParamsType; Body: VendorUserUpdateBody }>(
    '/api/psos/vendor-users/:userId',
    {
      config: psosAccess(AppPermissions.UsersManage),
      schema: { tags, params: UserIdParams, body: VendorUserUpdate, response: { 204: { type: 'null' }, ...refusals } },
    },
    async (request, reply) => {
      await db.transaction().execute((trx) => setVendorOfUser(trx, actorOf(request), request.params.userId, request.body.vendorId));
      return reply.status(204).send();
    },
  );
};
