import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, LeaList, NameParams, PagePathParams, isDownloadFormat } from '@portal/shared-contracts';
import {
  JsonPatch,
  LeaIdParams,
  ManagedUser,
  ManagedUserSaved,
  UserDocument,
  UserListQuery,
  UserPage,
  UserPathPageQuery,
  UsersOfLeaQuery,
  userListColumns,
  type ManagedUser as ManagedUserShape,
} from '@portal/shared-contracts/admin';
import { actorOf, fetchPage, listRows, mapRows, notFound, sendDownload, type AnyDb, type ServiceContext } from '@portal/service-kit';
import { deleteUser } from '../user-admin/delete-user';
import { acceptJsonPatch, applyJsonPatch, assertBodyShape } from '../user-admin/json-patch';
import { leaSummariesOf, loadManagedUser } from '../user-admin/managed-user';
import { createUser, updateUser } from '../user-admin/save-user';
import { toUserListItem, userListQuery, userListSpec } from '../user-admin/user-list';
import { usersOfLeas, viewableLea, viewableUser, viewableUserIdByName, visibleUsers, type UserCondition } from '../user-admin/user-scope';

const tags = ['account'];
// Spec 6: Manage Users' key, which the service checks as the page does; changes need users.manage.
const viewers = { access: { permissions: [AppPermissions.UsersView, AppPermissions.JurisdictionUsersView] } };
const managers = { access: { permissions: [AppPermissions.UsersManage] } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const listRefusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const NoContent = Type.Null({ description: 'Done' });

async function answerWithUser(db: AnyDb, id: number): Promise<ManagedUserShape> {
  const user = await loadManagedUser(db, id);
  if (!user) throw notFound('The user does not exist.');
  return user;
}

async function userPage(db: AnyDb, scope: UserCondition, params: UserListQuery) {
  const page = await fetchPage(userListQuery(db, scope, params), params, userListSpec);
  return { ...page, items: page.items.map(toUserListItem) };
}

/** A page of the users `scope` keeps, or all of them as a file when the query asks. */
async function answerWithUsers(db: AnyDb, reply: FastifyReply, scope: UserCondition, params: UserListQuery) {
  if (!isDownloadFormat(params.format)) return userPage(db, scope, params);
  return sendDownload(reply, {
    format: params.format,
    name: 'users',
    columns: userListColumns,
    rows: mapRows(listRows(db, userListQuery(db, scope, params), params, userListSpec), toUserListItem),
  });
}

/**
 * Manage Users (spec 7's account calls): the lists (everyone the caller may see, their own LEAs'
 * users, one LEA's), a user by id or user name, create, replace, json-patch, delete, and a user's
 * LEAs. Who may see whom is decided here, in the queries, never by the page.
 */
export const userAdminRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const { db } = ctx;
  acceptJsonPatch(app);

  app.get<{ Querystring: UserListQuery }>(
    '/api/account/users',
    { config: viewers, schema: { tags, querystring: UserListQuery, response: { 200: UserPage, ...listRefusals } } },
    async (request, reply) => answerWithUsers(db, reply, visibleUsers(actorOf(request)), request.query),
  );

  app.get<{ Params: PagePathParams; Querystring: UserPathPageQuery }>(
    '/api/account/users/:pageNumber/:pageSize',
    {
      config: viewers,
      schema: { tags, params: PagePathParams, querystring: UserPathPageQuery, response: { 200: UserPage, ...listRefusals } },
    },
    async (request) => userPage(db, visibleUsers(actorOf(request)), { ...request.query, ...request.params }),
  );

  // Spec 6's jurisdiction: the users of the caller's own LEAs, even for a caller who may see everyone.
  app.get<{ Querystring: UserListQuery }>(
    '/api/account/jurisdiction/users',
    { config: viewers, schema: { tags, querystring: UserListQuery, response: { 200: UserPage, ...listRefusals } } },
    async (request, reply) => answerWithUsers(db, reply, usersOfLeas(actorOf(request).leaIds), request.query),
  );

  app.get<{ Params: PagePathParams; Querystring: UserPathPageQuery }>(
    '/api/account/jurisdiction/users/:pageNumber/:pageSize',
    {
      config: viewers,
      schema: { tags, params: PagePathParams, querystring: UserPathPageQuery, response: { 200: UserPage, ...listRefusals } },
    },
    async (request) => userPage(db, usersOfLeas(actorOf(request).leaIds), { ...request.query, ...request.params }),
  );

  app.get<{ Params: LeaIdParams; Querystring: UsersOfLeaQuery }>(
    '/api/account/lea/users/:leaId',
    { config: viewers, schema: { tags, params: LeaIdParams, querystring: UsersOfLeaQuery, response: { 200: UserPage, ...refusals } } },
    async (request, reply) => {
      const { leaId } = request.params;
      await viewableLea(db, actorOf(request), leaId);
      return answerWithUsers(db, reply, usersOfLeas([leaId]), request.query);
    },
  );

  app.get<{ Params: NameParams }>(
    '/api/account/users/username/:name',
    { config: viewers, schema: { tags, params: NameParams, response: { 200: ManagedUser, ...refusals } } },
    async (request) => answerWithUser(db, await viewableUserIdByName(db, actorOf(request), request.params.name)),
  );

  app.get<{ Params: IdParams }>(
    '/api/account/users/:id',
    { config: viewers, schema: { tags, params: IdParams, response: { 200: ManagedUser, ...refusals } } },
    async (request) => {
      await viewableUser(db, actorOf(request), request.params.id);
      return answerWithUser(db, request.params.id);
    },
  );

  app.post<{ Body: UserDocument }>(
    '/api/account/users',
    { config: managers, schema: { tags, body: UserDocument, response: { 201: ManagedUser, ...refusals } } },
    async (request, reply: FastifyReply) => {
      const id = await db.transaction().execute((trx) => createUser(trx, ctx, actorOf(request), request.body));
      request.log.info({ event: 'user-created', userId: id, by: actorOf(request).userId }, 'user created');
      return reply.status(201).send(await answerWithUser(db, id));
    },
  );

  /** What a PUT or PATCH answers: the user as saved, and a new address that waits for the link mailed to it. */
  async function saved(request: FastifyRequest, id: number, edit: (current: UserDocument) => UserDocument) {
    const actor = actorOf(request);
    const pendingEmail = await db.transaction().execute((trx) => updateUser(trx, ctx, actor, id, edit));
    request.log.info({ event: 'user-updated', userId: id, by: actor.userId, emailChangeAsked: pendingEmail !== null }, 'user updated');
    return { ...(await answerWithUser(db, id)), ...(pendingEmail ? { pendingEmail } : {}) };
  }

  app.put<{ Params: IdParams; Body: UserDocument }>(
    '/api/account/users/:id',
    { config: managers, schema: { tags, params: IdParams, body: UserDocument, response: { 200: ManagedUserSaved, ...refusals } } },
    async (request) => saved(request, request.params.id, () => request.body),
  );

  /** Spec 7's json-patch: the operations apply to the document a PUT would send, and the result is checked as a PUT's body. */
  app.patch<{ Params: IdParams; Body: JsonPatch }>(
    '/api/account/users/:id',
    { config: managers, schema: { tags, params: IdParams, body: JsonPatch, response: { 200: ManagedUserSaved, ...refusals } } },
    async (request) =>
      saved(request, request.params.id, (current) => {
        const next = applyJsonPatch(current, request.body);
        assertBodyShape<UserDocument>(UserDocument, next);
        return next;
      }),
  );

  app.delete<{ Params: IdParams }>(
    '/api/account/users/:id',
    { config: managers, schema: { tags, params: IdParams, response: { 204: NoContent, ...refusals } } },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute((trx) => deleteUser(trx, actorOf(request), id));
      request.log.info({ event: 'user-deleted', userId: id, by: actorOf(request).userId }, 'user deleted');
      return reply.status(204).send();
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/users/:id/leas',
    { config: viewers, schema: { tags: ['leas'], params: IdParams, response: { 200: LeaList, ...refusals } } },
    async (request) => {
      await viewableUser(db, actorOf(request), request.params.id);
      return leaSummariesOf(db, request.params.id);
    },
  );
};
