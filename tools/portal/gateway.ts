import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { applications } from '@portal/shared-contracts';
import { registerApiRoutes, type Upstream } from './api-routes';
import { createGatewayApp, type GatewayAppOptions } from './gateway-app';
import { currentRemotesJson, remoteAssetPath } from './remotes-json';

export interface GatewayOptions extends GatewayAppOptions {
  repoRoot: string;
  upstreams: Upstream[];
  remotesJsonFile?: string;
}

/**
 * Content-hashed files never change; everything else (index.html, remoteEntry.js, mf-manifest.json)
 * is revalidated. `file` is the one sent, so a compressed copy's name ends in .br or .gz.
 */
function cacheHeaders(reply: FastifyReply, file: string) {
  const hashed = /\.[0-9a-f]{10}\.js(\.map)?(\.br|\.gz)?$/.test(file);
  void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * One origin for the browser: the host at /, each remote's assets under
 * /apps/<id>/, remotes.json, and /api/* routed to the service that owns it. Assets go out as the
 * build's brotli or gzip copy when the browser accepts one (`preCompressed`), else as they are.
 */
export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = createGatewayApp(opts);
  const hostDist = path.join(opts.repoRoot, 'host-shell', 'dist');

  await registerApiRoutes(app, opts.upstreams);

  app.get('/remotes.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return currentRemotesJson(opts.remotesJsonFile);
  });

  for (const remote of applications) {
    const root = path.join(opts.repoRoot, `mfe-${remote.id}`, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: remoteAssetPath(remote.id),
      decorateReply: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
      index: false,
    });
  }

  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    preCompressed: true,
    setHeaders: cacheHeaders,
    index: false,
    wildcard: false,
  });
  // Every other GET is a route of the single-page app.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/apps/'))
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    void reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', hostDist);
  });
  return app;
}
