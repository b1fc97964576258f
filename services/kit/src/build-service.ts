import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { APP_VERSION } from '@portal/shared-contracts';
import type { ServiceConfig } from './config';
import type { AnyDb } from './db';
import { errorHandler } from './errors';
import { createNotificationProducer, createNotificationQueue, startOutboxRelay, type NotificationQueue } from './notifications';
import type { KeySource, SigningKey } from './keys';
import { checkDisclosurePurpose } from './disclosure';
import { auth } from './plugins/auth';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimit } from './plugins/rate-limit';
import { versionCheck } from './plugins/version-check';
import { acceptRepresentations } from './representation';
import { recordRouteAccess } from './route-access';
import { cachedSessionStates } from './session-states';
import { typeBoxValidatorCompiler } from './validator-compiler';
import { homePrefix, type ServiceContext, type ServiceDefinition } from './service';

export interface BuildDeps {
  /** The shared database handle; the service gets it scoped to its own schema. */
  db: AnyDb;
  config: ServiceConfig;
  keys: KeySource;
  signingKey?: SigningKey;
  redis?: Redis | null;
  /** The notification queue; by default one on `redis`, closed with the app. */
  queue?: NotificationQueue | null;
  /** false silences request logs (benchmarks); tests choose a level, and may send the lines to a file. */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** Set `draining` once a stop signal has come: readiness then answers 503 while answers in hand finish. */
  lifecycle?: ServiceLifecycle;
}

export interface ServiceLifecycle {
  draining: boolean;
}

/** Never log credentials, tokens or cookies (ASVS 7.1). */
export const logRedactions = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** A service's context; without `flush` the outbox rows wait for the relay's next poll (seeding). */
export function serviceContext(
  def: ServiceDefinition,
  deps: Pick<BuildDeps, 'db' | 'config' | 'redis' | 'signingKey' | 'queue'> & { flush?: () => void },
): ServiceContext {
  return {
    db: deps.db.withSchema(def.schema),
    config: deps.config,
    redis: deps.redis ?? null,
    notifications: createNotificationProducer(def.name, deps.config.mailSecretKey, deps.flush),
    notificationQueue: deps.queue ?? null,
    ...(deps.signingKey ? { signingKey: deps.signingKey } : {}),
  };
}

/** A service that must not serve this installation; its message says why and what to do. */
export class StartRefusedError extends Error {
  override name = 'StartRefusedError';
}

export async function buildServiceApp(def: ServiceDefinition, deps: BuildDeps): Promise<FastifyInstance> {
  // Before anything listens, polls or queues: a refused start leaves nothing to close.
  const refusal = await def.startRefusal?.(serviceContext(def, { db: deps.db, config: deps.config }));
  if (refusal) throw new StartRefusedError(refusal);
  const chosen = typeof deps.logger === 'object' ? deps.logger : null;
  const logger =
    deps.logger === false
      ? false
      : {
          level: chosen?.level ?? (deps.logger === true ? 'info' : deps.config.logLevel),
          redact: logRedactions,
          base: { service: def.name },
          ...(chosen?.stream ? { stream: chosen.stream } : {}),
        };
  const app = Fastify({
    logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    trustProxy: deps.config.trustedProxies,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(typeBoxValidatorCompiler);
  acceptRepresentations(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found', requestId: request.id });
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // Answers carry people's records: no browser or proxy keeps one unless its route says it may.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  // helmet's headers are the same on every answer, so they are worked out once: @fastify/helmet
  // built them again on every request.
  const securityHeaders = helmet();
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(cors, { origin: deps.config.corsOrigins, credentials: true });
  const rateLimitFigures = await registerRateLimit(app, {
    max: deps.config.rateLimitMax,
    redis: deps.redis ?? null,
    nameSpace: `${deps.config.rateLimitKeyPrefix}${def.name}:`,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${def.title} API`, version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  // From here on every route must declare its access. The one route registered above is CORS's
  // preflight (OPTIONS *), which that plugin answers before authentication runs.
  recordRouteAccess(app);
  registerMetrics(app, {
    service: def.name,
    outboxDb: def.notificationOutbox ? deps.db.withSchema(def.schema) : null,
    rateLimit: rateLimitFigures,
  });
  // Before authentication: an out-of-date page is told to refresh, not to renew its session.
  app.addHook('onRequest', versionCheck(deps.config.minAppVersion));
  app.addHook('onRequest', checkDisclosurePurpose);
  await app.register(auth, {
    keys: deps.keys,
    ...(deps.signingKey ? { signingKey: deps.signingKey } : {}),
    sessions: cachedSessionStates(deps.db, deps.config.sessions.stateCacheMs),
    mfaRequiredRoles: deps.config.mfa.requiredRoles,
  });

  let queue = deps.queue ?? null;
  let closeQueue = async (): Promise<void> => {};
  if (!queue && deps.redis) {
    // BullMQ refuses a connection with an ioredis key prefix (it has its own prefix option): such a
    // shared connection gets a twin without it for the queue, which must agree with the worker's keys.
    const connection = deps.redis.options.keyPrefix ? deps.redis.duplicate({ keyPrefix: '' }) : deps.redis;
    const ownQueue = createNotificationQueue(
      connection,
      deps.config.notificationQueuePrefix ? { prefix: deps.config.notificationQueuePrefix } : {},
    );
    // A Redis outage reaches the relay as failed adds; unheard, the queue's error event would end the process.
    ownQueue.on('error', (err) => app.log.error({ err }, 'notification queue error'));
    closeQueue = async () => {
      await ownQueue.close();
      if (connection !== deps.redis) connection.disconnect();
    };
    queue = ownQueue;
  }
  const relay =
    queue && def.notificationOutbox
      ? startOutboxRelay({ db: deps.db.withSchema(def.schema), queue, log: app.log, pollMs: deps.config.outboxPollMs })
      : null;
  if (relay) {
    // A write's transaction has committed by the time its answer is sent: hand what it raised to the queue now.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') relay.flush();
    });
  }
  app.addHook('onClose', async () => {
    await relay?.close();
    await closeQueue();
  });
  const ctx = serviceContext(def, { ...deps, queue, ...(relay ? { flush: relay.flush } : {}) });
  const home = homePrefix(def);
  const publicRoute = { config: { access: { public: true } }, schema: { hide: true } };
  app.get(`${home}/health`, publicRoute, async () => ({ status: 'ok', service: def.name }));
  app.get(`${home}/ready`, publicRoute, async (_request, reply) => {
    // The orchestrator stops sending new requests before the process closes its port.
    if (deps.lifecycle?.draining) return reply.status(503).send({ status: 'draining', service: def.name });
    const checks: Record<string, string> = {};
    try {
      await sql`select 1`.execute(ctx.db);
      checks.database = 'ok';
    } catch {
      checks.database = 'down';
    }
    if (ctx.redis) checks.redis = ctx.redis.status === 'ready' ? 'ok' : 'down';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      service: def.name,
      checks,
      figures: { requestsNotRateLimited: rateLimitFigures.requestsNotRateLimited },
    });
  });
  // The document maps every route for an attacker as well: production serves it only when asked.
  if (deps.config.openApiPublic) app.get(`${home}/openapi.json`, publicRoute, async () => app.swagger());

  for (const routes of def.routes) await app.register(routes, ctx);
  if (def.onReady) await def.onReady(app, ctx);
  return app;
}
