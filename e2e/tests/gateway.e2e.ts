import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiRoutes } from '../../tools/portal/api-routes';

let upstream: Server;
let gateway: FastifyInstance;
let seen: IncomingHttpHeaders = {};
let base = '';

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = req.headers;
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = Fastify();
  await registerApiRoutes(gateway, [{ prefixes: ['/api/probe'], url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` }]);
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await gateway.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

test('the gateway tells the services the caller address from the socket, never from the client', async () => {
  const res = await fetch(`${base}/api/probe/anything`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(res.status).toBe(200);
  expect(seen['x-forwarded-for']).toBe('127.0.0.1');
});

test('an /api path no service owns is a 404 in the one error shape', async () => {
  const res = await fetch(`${base}/api/nothing-here`);
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
});
