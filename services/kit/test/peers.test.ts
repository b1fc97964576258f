import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { callPeer, HttpError, readConfig } from '../src/index';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        contentType: req.headers['content-type'],
        body,
      });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/peer/refused') {
        res.statusCode = 403;
        res.end(JSON.stringify({ statusCode: 403, code: 'FORBIDDEN', message: 'Access Denied!' }));
        return;
      }
      res.statusCode = 201;
      const json = req.headers['content-type'] === 'application/json';
      res.end(JSON.stringify({ echoed: json ? (JSON.parse(body) as unknown) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const ctx = () => ({ config: readConfig({ SERVICE_URL_PEER: `${base}/` }) });

test('a peer is reached at SERVICE_URL_<NAME> with the caller’s authorization, the idempotency key and the body', async () => {
  const answer = await callPeer<{ echoed: unknown }>(ctx(), {
    service: 'peer',
    method: 'POST',
    path: '/api/peer/things',
    body: { a: 1 },
    authorization: 'Bearer user-token',
    idempotencyKey: 'key-1',
  });
  expect(answer).toEqual({ echoed: { a: 1 } });
  expect(seen.at(-1)).toMatchObject({
    method: 'POST',
    url: '/api/peer/things',
    authorization: 'Bearer user-token',
    idempotencyKey: 'key-1',
  });
});

test('a FormData body goes as multipart/form-data, a file upload as a browser sends it', async () => {
  const form = new FormData();
  form.append('title', 'Plan');
  form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'plan.pdf');
  await callPeer(ctx(), { service: 'peer', method: 'POST', path: '/api/peer/files', body: form, authorization: 'Bearer user-token' });
  const sent = seen.at(-1)!;
  expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent.body).toContain('name="file"; filename="plan.pdf"');
  expect(sent.body).toContain('%PDF-1.4');
});

test('a peer’s refusal reaches the caller with its status and message', async () => {
  const call = callPeer(ctx(), { service: 'peer', method: 'GET', path: '/api/peer/refused', authorization: 'Bearer user-token' });
  await expect(call).rejects.toBeInstanceOf(HttpError);
  await expect(call).rejects.toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'Access Denied!' });
});

test('an unreachable peer is a 502 the caller can retry', async () => {
  const config = readConfig({ SERVICE_URL_GONE: 'http://127.0.0.1:1' });
  await expect(callPeer({ config }, { service: 'gone', method: 'GET', path: '/x', authorization: 'Bearer t' })).rejects.toMatchObject({
    statusCode: 502,
  });
});

test('a malformed SERVICE_URL_ stops the start with its name', () => {
  expect(() => readConfig({ SERVICE_URL_DOCUMENTS: 'not a url' })).toThrow('SERVICE_URL_DOCUMENTS');
});
