import { schoolYearLabel, type OverviewResponse } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';
import { startTestPortal, type TestPortal, type TestResponse } from './test-portal';

export { secretsIn, TEST_LOG_DIR_ENV } from './log-secrets';
export { receivedEvent, type ReceivedEvent } from './received-events';
export {
  cookiePairOf,
  databaseUrlAs,
  startTestPortal,
  TEST_ROLE_PREFIX,
  type SignedIn,
  type TestPortal,
  type TestPortalOptions,
  type TestRequest,
  type TestResponse,
} from './test-portal';

export interface OverviewRouteSuite {
  /** The service, as in GET /api/<service>/overview. */
  service: string;
  /** A demo account that holds the module permission; its own LEA is the one counted. */
  allowedUser: string;
  /** A demo account without the module permission; left out where every demo role holds it. */
  deniedUser?: string;
  /** The years compared; more than one where the seed may leave the allowed user's LEA a year without records. */
  schoolYears?: readonly [number, ...number[]];
  /** The figures counted straight from the tables, keyed as the route keys them. */
  expectedFigures(db: AnyDb, leaId: number, schoolYear: number): Promise<Record<string, number>>;
}

/** Who asks, and for which LEA and year; null leaves that header out. The allowed user, their LEA and the first year by default. */
export interface AskedAs {
  user?: string | null;
  leaId?: number | null;
  schoolYear?: number | string | null;
}

/** What a test file's own cases share with the suite: one portal and the allowed user's LEA. */
export interface OverviewRouteFixture {
  readonly portal: TestPortal;
  readonly leaId: number;
  headers(asked?: AskedAs): Promise<Record<string, string>>;
  /** GET /api/<service>/overview. */
  get(asked?: AskedAs): Promise<TestResponse>;
}

export const figuresOf = (body: OverviewResponse): Record<string, number> => Object.fromEntries(body.figures.map((f) => [f.key, f.value]));

/**
 * The cases every application's overview route shares: its figures for the caller's
 * LEA against a direct count, the LEA check, authentication, the module permission
 * and the school-year header. Call it at the top of a test file: it starts the test
 * portal for the whole file, and the fixture it returns serves the file's own cases.
 */
export function describeOverviewRoute(suite: OverviewRouteSuite): OverviewRouteFixture {
  const schoolYears: readonly [number, ...number[]] = suite.schoolYears ?? [2026];
  let portal: TestPortal;
  let leaId: number;

  const fixture: OverviewRouteFixture = {
    get portal() {
      return portal;
    },
    get leaId() {
      return leaId;
    },
    async headers({ user = suite.allowedUser, leaId: lea = leaId, schoolYear = schoolYears[0] } = {}) {
      const headers: Record<string, string> = {};
      if (user !== null) headers.authorization = `Bearer ${await portal.tokenFor(user)}`;
      if (lea !== null) headers.currentleaid = String(lea);
      if (schoolYear !== null) headers.activeschoolyear = String(schoolYear);
      return headers;
    },
    async get(asked) {
      return portal.inject({ method: 'GET', url: `/api/${suite.service}/overview`, headers: await fixture.headers(asked) });
    },
  };

  beforeAll(async () => {
    portal = await startTestPortal();
    const me = await portal.inject({
      method: 'GET',
      url: '/api/account/users/me',
      headers: { authorization: `Bearer ${await portal.tokenFor(suite.allowedUser)}` },
    });
    leaId = me.json().leaId;
  }, 120_000);
  afterAll(() => portal?.close());

  describe(`GET /api/${suite.service}/overview`, () => {
    test(`gives ${suite.allowedUser} the figures of their LEA, as counted straight from the tables`, async () => {
      const lea = await portal.db.selectFrom('directory.leas').select('name').where('id', '=', leaId).executeTakeFirstOrThrow();
      let total = 0;
      for (const schoolYear of schoolYears) {
        const res = await fixture.get({ schoolYear });
        expect(res.statusCode).toBe(200);
        const body = res.json<OverviewResponse>();
        expect(body).toMatchObject({ leaId, leaName: lea.name, schoolYear: schoolYearLabel(schoolYear) });
        const figures = figuresOf(body);
        expect(figures).toEqual(await suite.expectedFigures(portal.db, leaId, schoolYear));
        total += Object.values(figures).reduce((sum, value) => sum + value, 0);
      }
      // Over empty years the comparison would prove nothing.
      expect(total).toBeGreaterThan(0);
    });

    test('refuses an LEA the user does not belong to', async () => {
      const other = await portal.db.selectFrom('directory.leas').select('id').where('id', '<>', leaId).executeTakeFirstOrThrow();
      expect((await fixture.get({ leaId: other.id })).statusCode).toBe(403);
    });

    test('needs a token', async () => {
      expect((await fixture.get({ user: null, leaId: null })).statusCode).toBe(401);
    });

    if (suite.deniedUser) {
      const deniedUser = suite.deniedUser;
      // Without CurrentLeaId, so that only the permission can refuse.
      test(`refuses ${deniedUser}, who lacks the module permission`, async () => {
        expect((await fixture.get({ user: deniedUser, leaId: null })).statusCode).toBe(403);
      });
    }

    test('names a missing or malformed school year header as a field error', async () => {
      const missing = await fixture.get({ schoolYear: null });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ activeschoolyear: 'Field is required.' });
      for (const malformed of ['2025-2026', 'next']) {
        const res = await fixture.get({ schoolYear: malformed });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ activeschoolyear: 'Input not in correct format.' });
      }
    });
  });

  return fixture;
}
