import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { applications } from '@portal/shared-contracts';
import { registerApiRoutes, type Upstream } from './api-routes';
import { createGatewayApp, type GatewayAppOptions } from './gateway-app';
import { checkoutVersion, currentRemotesJson, remoteAssetPath } from './remotes-json';
import { releasesDir } from './releases';

export interface GatewayOptions extends GatewayAppOptions {
  repoRoot: string;
  upstreams: Upstream[];
  remotesJsonFile?: string;
  /** Where released versions live (`PORTAL_RELEASES_DIR`); default `releases/` of the checkout. */
  releasesDir?: string;
  /** A released host to serve (`PORTAL_HOST_VERSION`) instead of the checkout's build. */
  hostVersion?: string;
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
 * One origin for the browser: the host at /, each remote's releases under /apps/<id>/<version>/
 * (the checkout's own build at its package version, the others from the releases folder),
 * remotes.json, and /api/* routed to the service that owns it. Assets go out as the build's brotli
 * or gzip copy when the browser accepts one (`preCompressed`), else as they are.
 */
export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = createGatewayApp(opts);
  const releases = opts.releasesDir ?? releasesDir(opts.repoRoot);
  const hostDist = opts.hostVersion ? path.join(releases, 'host', opts.hostVersion) : path.join(opts.repoRoot, 'host-shell', 'dist');
  if (opts.hostVersion && !existsSync(path.join(hostDist, 'index.html')))
    throw new Error(
      `PORTAL_HOST_VERSION=${opts.hostVersion}: there is no such release in ${hostDist}. Release it first (npm run release -w @portal/host-shell).`,
    );

  await registerApiRoutes(app, opts.upstreams);

  app.get('/remotes.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return currentRemotesJson(opts.remotesJsonFile);
  });

  for (const remote of applications) {
    const built = path.join(opts.repoRoot, `mfe-${remote.id}`, 'dist');
    if (existsSync(built)) {
      const prefix = remoteAssetPath(remote.id, checkoutVersion(`mfe-${remote.id}`));
      await app.register(fastifyStatic, {
        root: built,
        prefix,
        decorateReply: false,
        preCompressed: true,
        setHeaders: cacheHeaders,
        index: false,
      });
    }
    // Looked up at each request: a release copied in after the start is served without a restart.
    await app.register(fastifyStatic, {
      root: path.join(releases, 'apps', remote.id),
      prefix: `/apps/${remote.id}/`,
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
