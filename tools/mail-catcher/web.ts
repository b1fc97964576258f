import Fastify, { type FastifyInstance } from 'fastify';
import type { MailStore } from './mail-store';
import { listPage, messagePage, PAGE_CSP } from './pages';

/** The catcher's pages and its JSON API, newest mail first in both. */
export function buildWebApp(store: MailStore): FastifyInstance {
  const app = Fastify({ logger: false });
  const newestFirst = () => store.all().reverse();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', PAGE_CSP);
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(listPage(newestFirst())));

  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const mail = store.get(request.params.id);
    if (!mail) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    return reply.type('text/html; charset=utf-8').send(messagePage(mail));
  });

  app.get('/api/messages', async () => newestFirst());

  app.delete('/api/messages', async (_request, reply) => {
    store.clear();
    return reply.code(204).send();
  });

  return app;
}
