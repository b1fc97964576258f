import type { FastifyPluginAsync } from 'fastify';
import {
  commonMergeFields,
  ErrorBody,
  MailTemplateMessages as M,
  mailTypeApplications,
  mailTypeCreatePermissions,
  mailTypeViewPermissions,
} from '@portal/shared-contracts';
import {
  MailPreviewRequest,
  MailTemplateDraft,
  MailTestSent,
  MailType,
  MailTypeCreate,
  MailTypeList,
  MailTypeParams,
  MailTypeQuery,
  RenderedMail,
  type MergeField,
} from '@portal/shared-contracts/admin';
import { actorOf, badRequest, forbidden, type Actor, type ServiceContext } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import { chosenTemplate, renderPreview } from '../mail-types/mail-preview';
import {
  addVersion,
  applicationsFor,
  createMailType,
  listMailTypes,
  readMailType,
  visibleMailType,
  withSamples,
} from '../mail-types/mail-type-repository';
import { tables, type NotificationDb } from '../tables';

const tags = ['mail-types'];
/** Each application's view (or create) permission: which types a caller sees is decided per application. */
const viewers = { access: { permissions: mailTypeViewPermissions } };
const creators = { access: { permissions: mailTypeCreatePermissions } };
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const ownFields = (fields: readonly MergeField[]) => fields.filter((f) => !commonMergeFields.some((c) => c.name === f.name));

/** The caller's own address: a test mail goes nowhere else. */
async function ownAddress(db: NotificationDb, actor: Actor): Promise<{ email: string; name: string }> {
  const user = await db.selectFrom('directory.users').select(['email', 'full_name']).where('id', '=', actor.userId).executeTakeFirst();
  if (!user?.email) throw badRequest(M.noAddress);
  return { email: user.email, name: user.full_name };
}

/**
 * Mail types and their versioned templates. A version, once saved, never changes: saving makes the
 * next one, which the worker sends from then on, queued mails included.
 */
export const mailTypeRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const db = tables(ctx.db);

  app.get<{ Querystring: MailTypeQuery }>(
    '/api/mail-types',
    { config: viewers, schema: { tags, querystring: MailTypeQuery, response: { 200: MailTypeList, ...refusals } } },
    async (request) => {
      const mine: string[] = applicationsFor(actorOf(request));
      const asked = request.query.application;
      if (asked !== undefined && !(mailTypeApplications as string[]).includes(asked))
        throw badRequest(`No application "${asked}" has mail types. Use one of: ${mailTypeApplications.join(', ')}.`);
      if (asked !== undefined && !mine.includes(asked)) throw forbidden();
      return { items: await listMailTypes(db, asked === undefined ? mine : [asked]) };
    },
  );

  app.get<{ Params: MailTypeParams }>(
    '/api/mail-types/:code',
    { config: viewers, schema: { tags, params: MailTypeParams, response: { 200: MailType, ...refusals } } },
    async (request) => readMailType(db, await visibleMailType(db, actorOf(request), request.params.code)),
  );

  app.post<{ Body: MailTypeCreate }>(
    '/api/mail-types',
    { config: creators, schema: { tags, body: MailTypeCreate, response: { 201: MailType, ...refusals } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { application } = request.body;
      if (!(mailTypeApplications as string[]).includes(application))
        throw badRequest(M.refused, { Application: `Use one of: ${mailTypeApplications.join(', ')}.` });
      if (!(applicationsFor(actor, true) as string[]).includes(application)) throw forbidden();
      const created = await db.transaction().execute(async (trx) => {
        const type = await createMailType(trx, actor, request.body);
        await recordAuditEvent(trx, actor, { event: 'mail-type-created', entityType: 'mail-type', entityId: type.code });
        return readMailType(trx, type);
      });
      request.log.info({ mailType: created.code }, 'mail type created');
      return reply.status(201).send(created);
    },
  );

  app.post<{ Params: MailTypeParams; Body: MailTemplateDraft }>(
    '/api/mail-types/:code/versions',
    { config: creators, schema: { tags, params: MailTypeParams, body: MailTemplateDraft, response: { 201: MailType, ...refusals } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const saved = await db.transaction().execute(async (trx) => {
        const type = await visibleMailType(trx, actor, request.params.code, true);
        const version = await addVersion(trx, actor, type, request.body);
        await recordAuditEvent(trx, actor, {
          event: 'mail-template-saved',
          entityType: 'mail-type',
          entityId: type.code,
          details: { version },
        });
        return readMailType(trx, type);
      });
      request.log.info({ mailType: saved.code, version: saved.activeVersion }, 'mail template version saved');
      return reply.status(201).send(saved);
    },
  );

  app.post<{ Params: MailTypeParams; Body: MailPreviewRequest }>(
    '/api/mail-types/:code/preview',
    { config: viewers, schema: { tags, params: MailTypeParams, body: MailPreviewRequest, response: { 200: RenderedMail, ...refusals } } },
    async (request) => {
      const type = await visibleMailType(db, actorOf(request), request.params.code);
      const template = await chosenTemplate(db, type, request.body);
      return renderPreview(type, template, request.body.sample, ctx.config.publicUrl);
    },
  );

  app.post<{ Params: MailTypeParams; Body: MailPreviewRequest }>(
    '/api/mail-types/:code/test-send',
    { config: viewers, schema: { tags, params: MailTypeParams, body: MailPreviewRequest, response: { 202: MailTestSent, ...refusals } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const type = await visibleMailType(db, actor, request.params.code);
      const template = await chosenTemplate(db, type, request.body);
      const to = await ownAddress(db, actor);
      const mailId = await db.transaction().execute(async (trx) => {
        // The saved template goes as a letter, written by the worker as any other; a draft is written
        // here, since it is saved nowhere the worker could read it.
        const id = template.draft
          ? await ctx.notifications.email(trx, {
              to: to.email,
              type: type.code,
              ...renderPreview(type, template, { recipientName: to.name, ...request.body.sample }, ctx.config.publicUrl),
            })
          : (
              await ctx.notifications.letter(trx, {
                mailType: type.code,
                to: { email: to.email, name: to.name },
                // The worker fills the common fields for the caller, as it does for anyone.
                merge: withSamples(ownFields(type.fields), request.body.sample),
              })
            )[0]!;
        await recordAuditEvent(trx, actor, {
          event: 'mail-template-test-sent',
          entityType: 'email',
          entityId: id,
          details: { mailType: type.code, draft: template.draft },
        });
        return id;
      });
      ctx.notifications.flush();
      request.log.info({ mailId, mailType: type.code }, 'test mail queued');
      return reply.status(202).send({ mailId, to: to.email, message: M.testSent });
    },
  );
};
