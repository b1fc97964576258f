import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sendRequest, type TestRequest } from '../src/testing';
import {
  acceptUploads,
  buildServiceApp,
  createDatabase,
  generateSigningKey,
  readConfig,
  formFields,
  readCsvUpload,
  readFormUpload,
  staticKeys,
  uploadLimit,
  type Database,
} from '../src';
import { probeService } from './probe-service';

const limit = { maxBytes: 1000, tooLarge: 'The file is larger than 1000 bytes; import it in parts.' };
const signingKey = generateSigningKey();
let database: Database;
let app: FastifyInstance;
let baseUrl: string;
const call = (opts: Omit<TestRequest, 'url'>) => sendRequest(baseUrl, { method: 'POST', url: '/api/probe/upload', ...opts });

const probe = probeService(async (app) => {
  await acceptUploads(app);
  app.post('/api/probe/upload', { config: { access: { public: true } }, ...uploadLimit(limit) }, async (request, reply) => ({
    text: await readCsvUpload(request, reply, limit),
  }));
  app.post('/api/probe/form', { config: { access: { public: true } }, ...uploadLimit(limit) }, async (request, reply) => {
    const upload = await readFormUpload(request, reply, limit);
    const fields = formFields(ProbeFields, upload.fields);
    return { fields, fileName: upload.fileName, size: upload.bytes.length };
  });
});

const ProbeFields = Type.Object({ note: Type.String({ minLength: 1 }), count: Type.Integer() }, { additionalProperties: false });

beforeAll(async () => {
  database = await createDatabase({});
  app = await buildServiceApp(probe, {
    db: database.db,
    config: readConfig({}),
    keys: staticKeys([signingKey]),
    signingKey,
    logger: { level: 'silent' },
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const form = (content: string | Buffer, { part = 'file', name = 'ratings.csv', type = 'text/csv' } = {}) => {
  const data = new FormData();
  data.append('note', 'a field before the file');
  data.append(part, new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), name);
  return data;
};

test('a form-data upload with the file in the part "file" is read as text', async () => {
  const res = await call({ payload: form('a,b\n1,2\n') });
  expect(res.statusCode).toBe(200);
  expect(res.json().text).toBe('a,b\n1,2\n');
});

test('the raw text/csv body stays a way in for scripts', async () => {
  const res = await call({ headers: { 'content-type': 'text/csv' }, payload: 'a,b\n3,4\n' });
  expect(res.statusCode).toBe(200);
  expect(res.json().text).toBe('a,b\n3,4\n');
});

test('a form without a part named "file" is refused with a sentence that says so', async () => {
  const res = await call({ payload: form('a,b\n', { part: 'upload' }) });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('Choose a file to upload: the form must send it in a part named "file".');
});

test('a file over the limit is refused with 413 as it streams in, even when the request as a whole looked small enough', async () => {
  // 1,500 bytes: under the multipart allowance on the declared length, over the file limit.
  const res = await call({ payload: form(`a,b\n${'1,2\n'.repeat(374)}`) });
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBe(limit.tooLarge);
});

test('a declared length over the limit is refused before the body is read', async () => {
  const res = await call({ headers: { 'content-type': 'text/csv' }, payload: 'x'.repeat(5000) });
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBe(limit.tooLarge);
});

test('a PDF renamed .csv and declared text/csv is refused by its content', async () => {
  const pdf = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  const res = await call({ payload: form(pdf, { name: 'ratings.csv', type: 'text/csv' }) });
  expect(res.statusCode).toBe(415);
  expect(res.json().message).toBe(
    'The file is a PDF document, not a CSV file. Save it as CSV (comma-separated values, UTF-8) and choose it again.',
  );
});

test('a form upload hands over its file and its fields, the fields converted and checked by their schema', async () => {
  const data = form(Buffer.alloc(limit.maxBytes, 0x41), { name: 'exactly-the-limit.pdf' });
  data.append('count', '3');
  const res = await sendRequest(baseUrl, { method: 'POST', url: '/api/probe/form', payload: data });
  expect(res.json()).toEqual({
    fields: { note: 'a field before the file', count: 3 },
    fileName: 'exactly-the-limit.pdf',
    size: limit.maxBytes,
  });

  const wrong = form('x');
  wrong.append('count', 'three');
  wrong.append('colour', 'red');
  const refused = await sendRequest(baseUrl, { method: 'POST', url: '/api/probe/form', payload: wrong });
  expect([refused.statusCode, refused.json().errors]).toEqual([
    400,
    { count: 'Input not in correct format.', colour: 'Not a field this form takes; leave it out.' },
  ]);
});
