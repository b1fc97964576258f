import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { generateSigningKey } from '@portal/service-kit';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessTokenClaims } from '@portal/shared-contracts';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/api/auth/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

function claimsOf(token: string): AccessTokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as AccessTokenClaims;
}

describe('POST /api/auth/token', () => {
  test('signs a demo user in with a short-lived token carrying the claims of spec 3', async () => {
    const res = await portal.inject(await portal.signInRequest('districtuser@example.org', 'Portal-Demo-2026!'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.expiresIn).toBeLessThanOrEqual(600);
    expect(typeof body.leaId).toBe('number');
    const claims = claimsOf(body.accessToken);
    expect(claims).toMatchObject({
      sub: String(body.id),
      email: 'districtuser@example.org',
      fullname: 'Casey Districtuser',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    });
    expect(claims.role).toEqual(['LocalUser']);
    expect(claims.permission).toEqual(expect.arrayContaining(['Eco.access', 'App.localuser']));
    expect(claims.leas).toEqual([body.leaId]);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
  });

  test('a wrong password and an unknown address get the same 401 and message', async () => {
    const wrong = await portal.inject(await portal.signInRequest('districtuser@example.org', 'wrong-password'));
    const unknown = await portal.inject(await portal.signInRequest('nobody@example.org', 'wrong-password'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password.');
    }
  });

  test('a malformed body is refused with field errors', async () => {
    const res = await portal.inject(form({ username: 'districtuser@example.org' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
    const json = await portal.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b&evil=1',
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('bot protection (ALTCHA)', () => {
  const withToken = (recaptchaToken: string | null) =>
    form({ username: 'districtuser@example.org', password: 'Portal-Demo-2026!', ...(recaptchaToken === null ? {} : { recaptchaToken }) });

  test('a sign-in without a solved challenge is refused', async () => {
    for (const token of [null, '', 'not-base64-json']) {
      const res = await portal.inject(withToken(token));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BOT_CHECK_FAILED',
        message: 'We could not confirm you are not a robot. Please try again.',
      });
    }
  });

  test('a solution is accepted once only', async () => {
    const token = await portal.botToken();
    expect((await portal.inject(withToken(token))).statusCode).toBe(200);
    const replayed = await portal.inject(withToken(token));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('BOT_CHECK_FAILED');
  });

  test('a solution with a wrong answer or an altered challenge is refused', async () => {
    const payload = JSON.parse(Buffer.from(await portal.botToken(), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    const wrongAnswer = {
      ...payload,
      solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
    };
    const altered = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt + 3600 },
      },
    };
    for (const forged of [wrongAnswer, altered]) {
      expect((await portal.inject(withToken(Buffer.from(JSON.stringify(forged)).toString('base64')))).statusCode).toBe(400);
    }
  });

  test('challenges are never cached', async () => {
    const res = await portal.inject({ method: 'GET', url: '/api/auth/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().parameters.algorithm).toBe('SHA-256');
  });
});

describe('token verification on every service', () => {
  const me = (token: string | null, extra: Record<string, string> = {}) =>
    portal.inject({
      method: 'GET',
      url: '/api/account/users/me',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    });

  test('a valid token reads the session user', async () => {
    const res = await me(await portal.tokenFor('stateuser@example.org'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'stateuser@example.org', firstName: 'Jordan', lastName: 'Stateuser', roles: ['StateUser'] });
  });

  test('missing, tampered, unsigned, foreign-key, wrong-issuer, wrong-audience, expired and sessionless tokens are all 401', async () => {
    const good = await portal.tokenFor('districtuser@example.org');
    const [h, p, s] = good.split('.') as [string, string, string];
    const elevated = Buffer.from(JSON.stringify({ ...claimsOf(good), permission: ['App.siteadmin'] })).toString('base64url');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const claims = claimsOf(good);
    const base = { sub: claims.sub, name: claims.name, permission: claims.permission, leas: claims.leas, sid: claims.sid, tv: claims.tv };
    const key = portal.signingKey;
    const foreign = generateSigningKey();
    const sign = (opts: { key?: typeof key; iss?: string; aud?: string; clockTimestamp?: number }) =>
      createSigner({
        key: (opts.key ?? key).privatePem,
        algorithm: 'ES256',
        kid: (opts.key ?? key).kid,
        iss: opts.iss ?? TOKEN_ISSUER,
        aud: opts.aud ?? TOKEN_AUDIENCE,
        expiresIn: 60_000,
        ...(opts.clockTimestamp ? { clockTimestamp: opts.clockTimestamp } : {}),
      })(base);

    expect(sign({}).length).toBeGreaterThan(0);
    expect((await me(sign({}))).statusCode).toBe(200);
    const refused = [
      null,
      `${h}.${elevated}.${s}`,
      `${noneHeader}.${p}.`,
      sign({ key: foreign }),
      createSigner({
        key: foreign.privatePem,
        algorithm: 'ES256',
        kid: key.kid,
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        expiresIn: 60_000,
      })(base),
      sign({ iss: 'someone-else' }),
      sign({ aud: 'another-api' }),
      sign({ clockTimestamp: Date.now() - 3_600_000 }),
      'not-a-jwt',
      // Well signed, but from before sessions (no sid or tv), of a session never started, or of an older token version.
      createSigner({ key: key.privatePem, algorithm: 'ES256', kid: key.kid, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, expiresIn: 60_000 })({
        sub: base.sub,
        name: base.name,
        permission: base.permission,
        leas: base.leas,
      }),
      createSigner({ key: key.privatePem, algorithm: 'ES256', kid: key.kid, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, expiresIn: 60_000 })({
        ...base,
        sid: randomUUID(),
      }),
      createSigner({ key: key.privatePem, algorithm: 'ES256', kid: key.kid, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, expiresIn: 60_000 })({
        ...base,
        tv: base.tv + 1,
      }),
    ];
    for (const token of refused) expect((await me(token)).statusCode).toBe(401);
  });

  test('a CurrentLeaId the user does not belong to is 403; their own is fine', async () => {
    const token = await portal.tokenFor('districtuser@example.org');
    const own = claimsOf(token).leas[0]!;
    expect((await me(token, { CurrentLeaId: String(own) })).statusCode).toBe(200);
    expect((await me(token, { CurrentLeaId: String(own + 1) })).statusCode).toBe(403);
    expect((await me(token, { CurrentLeaId: 'abc' })).statusCode).toBe(400);
  });
});

test('readiness reports the database and Redis it depends on', async () => {
  const res = await portal.inject({ url: '/api/identity/ready' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ready',
    service: 'identity',
    checks: { database: 'ok', redis: 'ok' },
    figures: { requestsNotRateLimited: 0 },
  });
});

describe('directory for the shell', () => {
  const get = async (url: string, email: string) =>
    portal.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await portal.tokenFor(email)}` } });

  test('a district user sees only their own LEA, without the state-level district', async () => {
    const leas = (await get('/api/leas/users', 'districtuser@example.org')).json() as { isNdeLevelDistrict: boolean }[];
    expect(leas).toHaveLength(1);
    expect(leas[0]!.isNdeLevelDistrict).toBe(false);
  });

  test('a state user sees every LEA, the state-level district first, districts before charters', async () => {
    const leas = (await get('/api/leas/users', 'stateuser@example.org')).json() as {
      isNdeLevelDistrict: boolean;
      isIncludedInCharterGroup: boolean;
    }[];
    expect(leas.length).toBeGreaterThanOrEqual(26);
    expect(leas[0]!.isNdeLevelDistrict).toBe(true);
    expect(leas.filter((l) => l.isIncludedInCharterGroup)).toHaveLength(5);
  });

  test('school years come newest first, 2023-2024 through 2026-2027', async () => {
    const years = (await get('/api/leas/school-years', 'districtuser@example.org')).json() as { label: string }[];
    expect(years.map((y) => y.label)).toEqual(['2026-2027', '2025-2026', '2024-2025', '2023-2024']);
  });

  test('school years answer before sign-in too: the shell fetches them before any call when none is stored (spec 7)', async () => {
    const res = await portal.inject({ method: 'GET', url: '/api/leas/school-years' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBe(4);
  });

  test('allowed applications follow the permissions', async () => {
    const names = ((await get('/api/applications/allowed', 'requester@example.org')).json() as { name: string }[]).map((a) => a.name);
    expect(names).toEqual(['Dispute Resolution']);
  });
});
