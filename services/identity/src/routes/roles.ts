import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AppPermissions,
  CreateRoleRequest,
  DeleteRoleQuery,
  ErrorBody,
  IdParams,
  PermissionListQuery,
  PermissionPage,
  RolePage,
  RoleListQuery,
  RoleRecord,
  UpdateRoleRequest,
} from '@portal/shared-contracts';
import { fetchForExport, fetchPage, notFound, sendCsv, type AnyDb, type Principal, type ServiceContext } from '@portal/service-kit';
import { permissionCsvColumns, matchingPermissions, permissionPage } from '../roles/permission-list';
import { createRole, deleteRole, updateRole } from '../roles/role-changes';
import { findRole, roleCsvColumns, roleListQuery, roleListSpec, toRoleRecord } from '../roles/role-list';
import type { Actor } from '../user-admin/save-user';

const tags = ['roles'];
// Spec 6: the Roles & Permissions pages' key. Whoever gives roles (roles.assign) reads them too, to choose one.
const readers = { access: { permissions: [AppPermissions.RolesView, AppPermissions.RolesManage, AppPermissions.RolesAssign] } };
const catalogueReaders = { access: { permissions: [AppPermissions.RolesView, AppPermissions.RolesManage] } };
const managers = { access: { permissions: [AppPermissions.RolesManage] } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const NoContent = Type.Null({ description: 'Done' });

const actorOf = (request: FastifyRequest): Actor => ({ principal: request.principal!, ip: request.ip });

async function answerWithRole(db: AnyDb, id: number, principal: Principal) {
  const role = await findRole(db, id);
  if (!role) throw notFound('The role does not exist.');
  return toRoleRecord(role, principal);
}

/** Roles & Permissions (spec 7): the roles with their holders, their changes, and the permission catalogue. */
export const roleRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get<{ Querystring: RoleListQuery }>(
    '/api/roles',
    { config: readers, schema: { tags, querystring: RoleListQuery, response: { 200: RolePage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } } },
    async (request, reply) => {
      const principal = request.principal!;
      const roles = roleListQuery(db, request.query);
      const record = (row: Parameters<typeof toRoleRecord>[0]) => toRoleRecord(row, principal);
      if (request.query.format === 'csv') return sendCsv(reply, 'roles.csv', roleCsvColumns, (await fetchForExport(roles, request.query, roleListSpec)).map(record));
      const page = await fetchPage(roles, request.query, roleListSpec);
      return { ...page, items: page.items.map(record) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/roles/:id',
    { config: readers, schema: { tags, params: IdParams, response: { 200: RoleRecord, ...refusals } } },
    async (request) => answerWithRole(db, request.params.id, request.principal!),
  );

  app.post<{ Body: CreateRoleRequest }>(
    '/api/roles',
    { config: managers, schema: { tags, body: CreateRoleRequest, response: { 201: RoleRecord, ...refusals } } },
    async (request, reply) => {
      const id = await db.transaction().execute((trx) => createRole(trx, actorOf(request), request.body));
      request.log.info({ event: 'role-created', roleId: id, by: request.principal!.userId }, 'role created');
      return reply.status(201).send(await answerWithRole(db, id, request.principal!));
    },
  );

  app.put<{ Body: UpdateRoleRequest }>(
    '/api/roles',
    { config: managers, schema: { tags, body: UpdateRoleRequest, response: { 200: RoleRecord, ...refusals } } },
    async (request) => {
      await db.transaction().execute((trx) => updateRole(trx, actorOf(request), request.body));
      request.log.info({ event: 'role-updated', roleId: request.body.id, by: request.principal!.userId }, 'role updated');
      return answerWithRole(db, request.body.id, request.principal!);
    },
  );

  app.delete<{ Params: IdParams; Querystring: DeleteRoleQuery }>(
    '/api/roles/:id',
    { config: managers, schema: { tags, params: IdParams, querystring: DeleteRoleQuery, response: { 204: NoContent, ...refusals } } },
    async (request, reply) => {
      await db.transaction().execute((trx) => deleteRole(trx, actorOf(request), request.params.id, request.query));
      request.log.info({ event: 'role-deleted', roleId: request.params.id, by: request.principal!.userId }, 'role deleted');
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: PermissionListQuery }>(
    '/api/account/permissions',
    { config: catalogueReaders, schema: { tags, querystring: PermissionListQuery, response: { 200: PermissionPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } } },
    async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, 'permissions.csv', permissionCsvColumns, matchingPermissions(request.query));
      return permissionPage(request.query);
    },
  );
};
