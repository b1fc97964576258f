import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { AppPermissions, ErrorBody, IdParams, TextBlock, TextBlockCodeParams, isDownloadFormat } from '@portal/shared-contracts';
import { textBlockColumnsFor, TextBlockListQuery, TextBlockPage, UpdateTextBlockRequest } from '@portal/shared-contracts/admin';
import { fetchPage, listRows, mapRows, notFound, sendDownload, unauthorized, type ServiceContext } from '@portal/service-kit';
import { recordAuditEvent } from '../audit/audit-events';
import { addBearerConstraint, getWithSignedInTwin } from '../text-blocks/bearer-constraint';
import {
  findShownTextBlock,
  listShownTextBlocksOfGroup,
  textBlockListQuery,
  textBlockListSpec,
  toTextBlock,
  updateTextBlock,
  type ShownTextBlock,
} from '../text-blocks/text-block-repository';

const NO_SUCH_BLOCK = 'There is no text block with this code.';
const NO_SUCH_GROUP = 'There is no text block in this group.';
const NO_SUCH_ID = 'There is no text block with this id.';

const manageOnly = { access: { permissions: [AppPermissions.TextBlocksManage] } };
const readSchema = (answer: TSchema) => ({
  tags: ['text-blocks'],
  params: TextBlockCodeParams,
  response: { 200: answer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
});

/**
 * Public blocks to anyone, the others to signed-in users only. A caller who may read none of
 * the shown blocks is told to sign in, as for a single block; a group mixing both audiences
 * answers anonymous callers with its public blocks alone.
 */
function readable(shown: ShownTextBlock[], signedIn: boolean, reply: FastifyReply, missing: string): TextBlock[] {
  if (shown.length === 0) throw notFound(missing);
  const allowed = signedIn ? shown : shown.filter((s) => s.isPublic);
  if (allowed.length === 0) throw unauthorized();
  // Administrators edit blocks at any time: a browser may keep one, but must ask whether it changed.
  void reply.header('cache-control', allowed.every((s) => s.isPublic) ? 'no-cache' : 'private, no-cache');
  return allowed.map((s) => s.block);
}

/** The text blocks the pages show, and the administrators' calls that edit them (spec 3 and 7). */
export const textBlockRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  addBearerConstraint(app);

  getWithSignedInTwin<TextBlockCodeParams>(
    app,
    '/api/text-blocks/by-block-code/:code',
    readSchema(TextBlock),
    async ({ params: { code } }, reply, signedIn) => {
      const shown = await findShownTextBlock(db, code);
      return readable(shown ? [shown] : [], signedIn, reply, NO_SUCH_BLOCK)[0];
    },
  );

  /** The visible blocks of a group, in the order they were created. */
  getWithSignedInTwin<TextBlockCodeParams>(
    app,
    '/api/text-blocks/by-group-code/:code',
    readSchema(Type.Array(TextBlock)),
    async ({ params: { code } }, reply, signedIn) => readable(await listShownTextBlocksOfGroup(db, code), signedIn, reply, NO_SUCH_GROUP),
  );

  app.get<{ Querystring: TextBlockListQuery }>(
    '/api/text-blocks',
    {
      config: manageOnly,
      schema: {
        tags: ['text-blocks'],
        querystring: TextBlockListQuery,
        response: { 200: TextBlockPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const blocks = textBlockListQuery(db, request.query);
      if (isDownloadFormat(request.query.format))
        return sendDownload(reply, {
          format: request.query.format,
          name: 'text-blocks',
          columns: textBlockColumnsFor(request.query.groupCode),
          rows: mapRows(listRows(db, blocks, request.query, textBlockListSpec), toTextBlock),
        });
      const page = await fetchPage(blocks, request.query, textBlockListSpec);
      return { ...page, items: page.items.map(toTextBlock) };
    },
  );

  app.put<{ Params: IdParams; Body: UpdateTextBlockRequest }>(
    '/api/text-blocks/:id',
    {
      config: { ...manageOnly, readFrom: '/api/text-blocks' },
      schema: {
        tags: ['text-blocks'],
        params: IdParams,
        body: UpdateTextBlockRequest,
        response: { 200: TextBlock, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const by = request.principal!.userId;
      const saved = await db.transaction().execute(async (trx) => {
        const block = await updateTextBlock(trx, request.params.id, request.body);
        if (!block) throw notFound(NO_SUCH_ID);
        // The record is the block; no account is concerned, so the editor is named as the actor only.
        await recordAuditEvent(trx, {
          event: 'text-block-updated',
          actorUserId: by,
          entityType: 'text-block',
          entityId: block.id,
          ip: request.ip,
          details: { textBlockId: block.id, blockCode: block.blockCode },
        });
        return block;
      });
      request.log.info({ event: 'text-block-updated', textBlockId: saved.id, by }, 'text block updated');
      return saved;
    },
  );
};
