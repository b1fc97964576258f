import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registerApiRoutes } from '../../tools/portal/api-routes';
import { createGatewayApp } from '../../tools/portal/gateway-app';

let upstream: Server;
let upstreamUrl = '';
const gateways: FastifyInstance[] = [];
let seen: IncomingHttpHeaders = {};

/** The gateway's edge and API routes in front of the probe upstream, trusting `trustedProxies`; its base URL. */
async function gatewayTrusting(trustedProxies: string[]): Promise<string> {
  const gateway = createGatewayApp({ trustedProxies, publicUrl: 'http://localhost:8080' });
  await registerApiRoutes(gateway, [{ prefixes: ['/api/probe'], url: upstreamUrl }]);
  gateways.push(gateway);
  return gateway.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = req.headers;
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

test('the gateway tells the services the caller address from the socket when the client is not a trusted proxy', async () => {
  const base = await gatewayTrusting(['192.0.2.10']);
  const res = await fetch(`${base}/api/probe/anything`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(res.status).toBe(200);
  expect(seen['x-forwarded-for']).toBe('127.0.0.1');
});

test('behind a trusted balancer the services learn the address the balancer saw, not one the client made up', async () => {
  const base = await gatewayTrusting(['192.0.2.10', '127.0.0.0/8']);
  await fetch(`${base}/api/probe/anything`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
  expect(seen['x-forwarded-for']).toBe('203.0.113.9');
});

test('an /api path no service owns is a 404 in the one error shape', async () => {
  const base = await gatewayTrusting(['loopback']);
  const res = await fetch(`${base}/api/nothing-here`);
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
});
