import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorBody, ImportAccepted, ImportIdParams, ImportMessages, ImportQuery, importState } from '@portal/shared-contracts';
import { actorOf } from '../actor';
import { disclosureActorOf } from '../disclosure';
import { HttpError, notFound } from '../errors';
import type { RouteAccess } from '../plugins/auth';
import type { ServiceContext } from '../service';
import { acceptUploads, readCsvUpload, uploadLimit } from '../uploads/upload';
import { startImportJobs, type ImportDefinition, type ImportJobs, type ImportOptions } from './import-jobs';

/** An upload's query when it is not the engine's `ImportQuery`: its schema, and whether it asks for a preview. */
export interface ImportQueryOption<Q> {
  schema: TSchema;
  preview(query: Q): boolean;
}

export interface ImportRoutesOptions<C extends string, R, Q = ImportQuery> {
  /** POST here uploads (202 with the import's id); GET `<path>/{id}` polls it. */
  path: string;
  access: RouteAccess;
  tags: string[];
  definition: ImportDefinition<C, R>;
  /** The wire schema of the import's report. */
  result: TSchema;
  /** Left out: `ImportQuery` (`preview=true|false`). */
  query?: ImportQueryOption<Q>;
  /** The import's own options from the upload (its query, a header), checked before the job is queued; none if left out. */
  options?(request: FastifyRequest<{ Querystring: Q }>): ImportOptions;
}

const engineQuery: ImportQueryOption<ImportQuery> = { schema: ImportQuery, preview: (query) => query.preview ?? false };

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };

/**
 * An import's two routes on the engine: the upload (form-data with the file in the part `file`,
 * or a text/csv body for scripts) and its state. Call from the route plugin that owns the path;
 * its worker runs in this process and stops with the app. An import is its uploader's alone: anyone
 * else is told it does not exist, as its report names students they may not see.
 */
export async function importRoutes<C extends string, R, Q = ImportQuery>(
  app: FastifyInstance,
  ctx: ServiceContext,
  opts: ImportRoutesOptions<C, R, Q>,
) {
  await acceptUploads(app);
  let jobs: ImportJobs<R> | null = null;
  if (ctx.redis) {
    const started = startImportJobs(opts.definition, {
      db: ctx.db,
      redis: ctx.redis,
      prefix: ctx.config.notificationQueuePrefix,
      log: app.log,
    });
    app.addHook('onClose', () => started.close());
    jobs = started;
  }
  const running = (): ImportJobs<R> => {
    if (!jobs) throw new HttpError(503, 'IMPORTS_UNAVAILABLE', ImportMessages.unavailable);
    return jobs;
  };
  const spec = opts.definition.file;
  const limit = { maxBytes: spec.maxBytes, tooLarge: spec.messages.tooLarge };
  const query = opts.query ?? (engineQuery as unknown as ImportQueryOption<Q>);

  app.post<{ Querystring: Q }>(
    opts.path,
    {
      config: { access: opts.access },
      ...uploadLimit(limit),
      schema: {
        tags: opts.tags,
        consumes: ['multipart/form-data', 'text/csv'],
        querystring: query.schema,
        response: { 202: ImportAccepted, ...refusals, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const importer = running();
      const options = opts.options?.(request) ?? {};
      const text = await readCsvUpload(request, reply, limit);
      const accepted = await importer.submit(
        text,
        { actor: actorOf(request), reader: disclosureActorOf(request) },
        query.preview(request.query as Q),
        options,
      );
      return reply.status(202).send(accepted);
    },
  );

  app.get<{ Params: ImportIdParams }>(
    `${opts.path}/:id`,
    {
      config: { access: opts.access },
      schema: { tags: opts.tags, params: ImportIdParams, response: { 200: importState(opts.result), ...refusals } },
    },
    async (request) => {
      const state = await running().state(request.params.id, actorOf(request));
      if (!state) throw notFound(ImportMessages.notFound);
      return state;
    },
  );
}
