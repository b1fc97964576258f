import { jest } from '@jest/globals';
import { http, portalHeaders } from './http';
import { sessionStore } from './session-store';
import { installMemoryStorage } from './testing/memory-storage';
import { versionMismatchStore } from './version-mismatch';

const api = http.extend({ prefix: 'http://portal.test/api' });
const years = [
  { key: 2027, label: '2026-2027' },
  { key: 2026, label: '2025-2026' },
];
let sent: Request[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A portal that answers the school years (or fails them) and anything else with `{ ok: true }`. */
function installServer({ yearsOk = true, answer = () => json(200, { ok: true }) }: { yearsOk?: boolean; answer?: () => Response } = {}) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push(request);
    if (new URL(request.url).pathname === '/api/leas/school-years') return yearsOk ? json(200, years) : json(503, { message: 'down' });
    return answer();
  }) as typeof fetch;
}

const pathOf = (r: Request) => new URL(r.url).pathname;

beforeAll(installMemoryStorage);
beforeEach(() => {
  sent = [];
  sessionStore.setState({
    accessToken: 't0k',
    currentLeaId: 12,
    currentSchoolYear: { key: 2027, label: '2026-2027' },
    user: null,
    expiresAt: null,
  });
  versionMismatchStore.setState({ mismatch: false });
});

describe('request headers (spec 7)', () => {
  test('every call carries the bearer token, versioned Accept, app-version, CurrentLeaId and activeschoolyear', () => {
    expect(portalHeaders('/api/eco/overview')).toEqual({
      Accept: 'application/json;v=1, application/json, text/plain',
      'app-version': '2.7.0',
      Authorization: 'Bearer t0k',
      CurrentLeaId: '12',
      activeschoolyear: '2027',
    });
  });

  test('the school-years fetch carries no activeschoolyear', () => {
    expect(portalHeaders('/api/leas/school-years')).not.toHaveProperty('activeschoolyear');
    expect(portalHeaders('/api/leas/school-years?x=1')).not.toHaveProperty('activeschoolyear');
    expect(portalHeaders('/api/leas/school-years-archive')).toHaveProperty('activeschoolyear', '2027');
  });

  test('before sign-in a call has no Authorization and no CurrentLeaId, and still the rest', () => {
    sessionStore.setState({ accessToken: null, currentLeaId: null });
    expect(portalHeaders('/api/auth/challenge')).toEqual({
      Accept: 'application/json;v=1, application/json, text/plain',
      'app-version': '2.7.0',
      activeschoolyear: '2027',
    });
  });

  test('the client sends them, and a JSON body as application/json', async () => {
    installServer();
    await api.post('eco/things', { json: { a: 1 } }).json();
    const [request] = sent;
    expect(Object.fromEntries(request!.headers)).toMatchObject({
      accept: 'application/json;v=1, application/json, text/plain',
      'app-version': '2.7.0',
      authorization: 'Bearer t0k',
      currentleaid: '12',
      activeschoolyear: '2027',
      'content-type': 'application/json',
    });
  });

  test('with no year stored, the years are fetched first, once for calls made together, and the default year is sent', async () => {
    sessionStore.setState({ currentSchoolYear: null });
    installServer();
    await Promise.all([api.get('eco/overview').json(), api.get('psos/overview').json()]);
    expect(sent.map(pathOf)).toEqual(['/api/leas/school-years', '/api/eco/overview', '/api/psos/overview']);
    expect(sent[0]!.headers.has('activeschoolyear')).toBe(false);
    expect(sent.slice(1).map((r) => r.headers.get('activeschoolyear'))).toEqual(['2027', '2027']);
    expect(sessionStore.getState().currentSchoolYear).toEqual(years[0]);
    expect(JSON.parse(localStorage.getItem('currentSchoolYear')!)).toEqual(years[0]);
  });

  test('when the years cannot be fetched, the call goes on without the header', async () => {
    sessionStore.setState({ currentSchoolYear: null });
    installServer({ yearsOk: false });
    await expect(api.get('eco/overview').json()).resolves.toEqual({ ok: true });
    const call = sent.find((r) => pathOf(r) === '/api/eco/overview');
    expect(call?.headers.has('activeschoolyear')).toBe(false);
  });
});

describe('version mismatch (spec 8)', () => {
  test('a 426 VERSION_MISMATCH answer raises the flag the shell shows its dialog for', async () => {
    installServer({ answer: () => json(426, { statusCode: 426, code: 'VERSION_MISMATCH', message: 'Please refresh' }) });
    await expect(api.get('eco/overview').json()).rejects.toMatchObject({ response: { status: 426 } });
    expect(versionMismatchStore.getState().mismatch).toBe(true);
  });

  test('another 426 does not', async () => {
    installServer({ answer: () => json(426, { code: 'UPGRADE' }) });
    await expect(api.get('eco/overview').json()).rejects.toMatchObject({ response: { status: 426 } });
    expect(versionMismatchStore.getState().mismatch).toBe(false);
  });
});
