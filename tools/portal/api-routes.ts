import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';

export interface Upstream {
  prefixes: readonly string[];
  url: string;
}

/** Routes /api/* to the service that owns the prefix; what no service owns is a 404 in the one error shape. */
export async function registerApiRoutes(app: FastifyInstance, upstreams: Upstream[]): Promise<void> {
  // Longest prefix first so /api/auth is not swallowed by a shorter one.
  const routes = upstreams
    .flatMap((u) => u.prefixes.map((prefix) => ({ prefix, url: u.url })))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  for (const { prefix, url } of routes) {
    await app.register(proxy, {
      upstream: url,
      prefix,
      rewritePrefix: prefix,
      http: { requestOptions: { timeout: 60_000 } },
      // The services see every request come from this gateway; they learn the caller's address
      // (per-address limits, sign-in counting, audit) from this header, which the gateway sets to
      // the address it found: the socket's, or a trusted proxy's X-Forwarded-For, never the client's word.
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }) },
    });
  }
  app.all('/api/*', async (_request, reply) => reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }));
}
