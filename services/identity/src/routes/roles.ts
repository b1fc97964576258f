import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, type ListParams, NameParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  CreateRoleRequest,
  DeleteRoleQuery,
  permissionListColumns,
  PermissionListQuery,
  PermissionPage,
  RolePage,
  roleListColumns,
  RoleListQuery,
  RoleRecord,
  RoleSearchPageParams,
  RoleSortQuery,
  UpdateRoleRequest,
} from '@portal/shared-contracts/admin';
import { actorOf, fetchPage, listRows, mapRows, notFound, sendDownload, type Actor, type ServiceContext } from '@portal/service-kit';
import { matchingPermissions, permissionPage } from '../roles/permission-list';
import { createRole, deleteRole, updateRole } from '../roles/role-changes';
import { findRole, findRoleByName, roleListQuery, roleListSpec, rolesNamedLike, toRoleRecord } from '../roles/role-list';

const tags = ['roles'];
// Spec 6: the Roles & Permissions pages' key. Whoever gives roles (roles.assign) reads them too, to choose one.
const readers = { access: { permissions: [AppPermissions.RolesView, AppPermissions.RolesManage, AppPermissions.RolesAssign] } };
const catalogueReaders = { access: { permissions: [AppPermissions.RolesView, AppPermissions.RolesManage] } };
const managers = { access: { permissions: [AppPermissions.RolesManage] } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const NoContent = Type.Null({ description: 'Done' });

async function pageOfRoles(roles: ReturnType<typeof roleListQuery>, params: ListParams, actor: Actor) {
  const page = await fetchPage(roles, params, roleListSpec);
  return { ...page, items: page.items.map((row) => toRoleRecord(row, actor)) };
}

function answerWithRole(role: Parameters<typeof toRoleRecord>[0] | null, actor: Actor) {
  if (!role) throw notFound('The role does not exist.');
  return toRoleRecord(role, actor);
}

/** Roles & Permissions (spec 7): the roles with their holders, their changes, and the permission catalogue. */
export const roleRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  app.get<{ Querystring: RoleListQuery }>(
    '/api/roles',
    {
      config: readers,
      schema: { tags, querystring: RoleListQuery, response: { 200: RolePage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const roles = roleListQuery(db, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'roles',
          columns: roleListColumns,
          rows: mapRows(listRows(db, roles, request.query, roleListSpec), (row) => toRoleRecord(row, actor)),
        });
      return pageOfRoles(roles, request.query, actor);
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/roles/:id',
    { config: readers, schema: { tags, params: IdParams, response: { 200: RoleRecord, ...refusals } } },
    async (request) => answerWithRole(await findRole(db, request.params.id), actorOf(request)),
  );

  app.get<{ Params: RoleSearchPageParams; Querystring: RoleSortQuery }>(
    '/api/roles/:search/:pageNumber/:pageSize',
    {
      config: readers,
      schema: {
        tags,
        params: RoleSearchPageParams,
        querystring: RoleSortQuery,
        response: { 200: RolePage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { search, ...page } = request.params;
      return pageOfRoles(rolesNamedLike(db, search), { ...request.query, ...page }, actorOf(request));
    },
  );

  app.get<{ Params: NameParams }>(
    '/api/account/roles/name/:name',
    { config: readers, schema: { tags, params: NameParams, response: { 200: RoleRecord, ...refusals } } },
    async (request) => answerWithRole(await findRoleByName(db, request.params.name), actorOf(request)),
  );

  app.post<{ Body: CreateRoleRequest }>(
    '/api/roles',
    { config: managers, schema: { tags, body: CreateRoleRequest, response: { 201: RoleRecord, ...refusals } } },
    async (request, reply) => {
      const id = await db.transaction().execute((trx) => createRole(trx, actorOf(request), request.body));
      request.log.info({ event: 'role-created', roleId: id, by: request.principal!.userId }, 'role created');
      return reply.status(201).send(answerWithRole(await findRole(db, id), actorOf(request)));
    },
  );

  app.put<{ Body: UpdateRoleRequest }>(
    '/api/roles',
    {
      config: { ...managers, readFrom: '/api/roles/:id' },
      schema: { tags, body: UpdateRoleRequest, response: { 200: RoleRecord, ...refusals } },
    },
    async (request) => {
      await db.transaction().execute((trx) => updateRole(trx, actorOf(request), request.body));
      request.log.info({ event: 'role-updated', roleId: request.body.id, by: request.principal!.userId }, 'role updated');
      return answerWithRole(await findRole(db, request.body.id), actorOf(request));
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
    {
      config: catalogueReaders,
      schema: { tags, querystring: PermissionListQuery, response: { 200: PermissionPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'permissions',
          columns: permissionListColumns,
          rows: matchingPermissions(request.query),
        });
      return permissionPage(request.query);
    },
  );
};
