import Fastify, { type FastifyInstance } from 'fastify';

/** The floor to read the services' figures against: Fastify with one route and nothing else. */
export async function startBareFastify(): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ status: 'ok' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, app };
}
