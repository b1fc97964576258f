import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ErrorBody, TextBlock, TextBlockCodeParams } from '@portal/shared-contracts';
import { notFound, unauthorized, type ServiceContext } from '@portal/service-kit';
import { addBearerConstraint, withBearerToken } from '../text-blocks/bearer-constraint';
import { findShownTextBlock } from '../text-blocks/text-block-repository';

const NO_SUCH_BLOCK = 'There is no text block with this code.';

/** The text blocks the pages show (spec 3 and 7). */
export const textBlockRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  addBearerConstraint(app);
  const url = '/api/text-blocks/by-block-code/:code';
  const schema = { tags: ['text-blocks'], params: TextBlockCodeParams, response: { 200: TextBlock, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } };

  async function answer(code: string, reply: FastifyReply, signedIn: boolean): Promise<TextBlock> {
    const shown = await findShownTextBlock(db, code);
    if (!shown) throw notFound(NO_SUCH_BLOCK);
    if (!shown.isPublic && !signedIn) throw unauthorized();
    // Administrators edit blocks at any time: a browser may keep one, but must ask whether it changed.
    void reply.header('cache-control', shown.isPublic ? 'no-cache' : 'private, no-cache');
    return shown.block;
  }

  /** The sign-in pages read their blocks before anyone has signed in; other blocks need a sign-in. */
  app.get<{ Params: TextBlockCodeParams }>(url, { config: { access: { public: true } }, schema }, async (request, reply) => answer(request.params.code, reply, false));

  /** With a bearer token, checked by the kit's auth plugin as on any signed-in route: every shown block. */
  app.get<{ Params: TextBlockCodeParams }>(url, { constraints: withBearerToken, schema: { ...schema, hide: true } }, async (request, reply) =>
    answer(request.params.code, reply, true),
  );
};
