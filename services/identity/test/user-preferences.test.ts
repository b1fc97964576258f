import { sql } from 'kysely';
import { DEFAULT_USER_PREFERENCES, FieldMessages, maxLengthMessage, type UserPreferences } from '@portal/shared-contracts';
import { SITE_ADMIN, accountFixture, everyDemoAccount, expectRefused } from './account-fixture';

const { portal, call, callWith, createdUser, signedIn, auditOf } = accountFixture();

const PREFERENCES = '/api/account/users/me/preferences';
const chosen: UserPreferences = { language: 'es-MX', homeUrl: '/restraint/violations?status=open#top', showSelfAssessmentIntro: false };

/** A user the test created, signed in, with the calls on their own preferences. */
async function ownPreferences() {
  const user = await createdUser();
  const { accessToken } = await signedIn(user.email);
  return {
    user,
    read: () => callWith(accessToken, 'GET', PREFERENCES),
    save: (body: object) => callWith(accessToken, 'PUT', PREFERENCES, body),
  };
}

const rowsOf = async (userId: number) =>
  (await sql`select * from identity.user_preferences where user_id = ${userId}`.execute(portal().db)).rows;

describe('who may read and save their preferences', () => {
  test.each(everyDemoAccount)('%s, whatever their permissions', async (email) => {
    expect((await call(email, 'GET', PREFERENCES)).statusCode).toBe(200);
    expect(
      (await call(email, 'PUT', PREFERENCES, { language: 'en', homeUrl: '/dashboard', showSelfAssessmentIntro: true })).statusCode,
    ).toBe(200);
  });

  test('nobody without a token', async () => {
    expect((await portal().inject({ url: PREFERENCES })).statusCode).toBe(401);
    expect((await portal().inject({ method: 'PUT', url: PREFERENCES, payload: DEFAULT_USER_PREFERENCES })).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/account/users/me/preferences', () => {
  test('a user who never saved any has the defaults, and no row', async () => {
    const own = await ownPreferences();
    const res = await own.read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'en', homeUrl: '/', showSelfAssessmentIntro: true });
    expect(await rowsOf(own.user.id)).toEqual([]);
  });

  test("saves and answers them; they are the user's own; saving the same again writes no audit entry", async () => {
    const own = await ownPreferences();
    const other = await ownPreferences();
    const saved = await own.save(chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await own.read()).json()).toEqual(chosen);
    expect((await other.read()).json()).toEqual(DEFAULT_USER_PREFERENCES);

    expect((await own.save(chosen)).statusCode).toBe(200);
    const back = { ...chosen, homeUrl: '/' };
    expect((await own.save(back)).json()).toEqual(back);
    expect(await auditOf(own.user.id, 'user-preferences-updated')).toEqual([
      expect.objectContaining({
        actor_user_id: own.user.id,
        details: { language: ['en', 'es-MX'], homeUrl: ['/', chosen.homeUrl], showSelfAssessmentIntro: ['true', 'false'] },
      }),
      expect.objectContaining({ details: { homeUrl: [chosen.homeUrl, '/'] } }),
    ]);
  });

  test('the home page must be a path of this site; bad values are refused with field errors and change nothing', async () => {
    const own = await ownPreferences();
    await own.save(chosen);
    const cases: [object, Record<string, string>][] = [
      [{ ...chosen, homeUrl: '//evil.example/' }, { homeUrl: FieldMessages.incorrectFormat }],
      [{ ...chosen, homeUrl: 'https://evil.example/' }, { homeUrl: FieldMessages.incorrectFormat }],
      [{ ...chosen, homeUrl: '/\\evil.example' }, { homeUrl: FieldMessages.incorrectFormat }],
      [{ ...chosen, homeUrl: '/\t/evil.example' }, { homeUrl: FieldMessages.incorrectFormat }],
      [{ ...chosen, homeUrl: 'dashboard' }, { homeUrl: FieldMessages.incorrectFormat }],
      [{ ...chosen, homeUrl: '' }, { homeUrl: FieldMessages.incorrectFormat }],
      [{ ...chosen, homeUrl: `/${'a'.repeat(200)}` }, { homeUrl: maxLengthMessage(200) }],
      [{ ...chosen, language: 'english!' }, { language: FieldMessages.incorrectFormat }],
      [{ ...chosen, showSelfAssessmentIntro: 'no' }, { showSelfAssessmentIntro: FieldMessages.incorrectFormat }],
      [{ language: 'en', homeUrl: '/' }, { showSelfAssessmentIntro: FieldMessages.required }],
    ];
    for (const [body, errors] of cases) {
      const res = await own.save(body);
      expect([body, res.statusCode, res.json().errors]).toEqual([body, 400, errors]);
    }
    expectRefused(await own.save({ ...chosen, theme: 'dark' }), 400);
    expect((await own.read()).json()).toEqual(chosen);
    expect(await auditOf(own.user.id, 'user-preferences-updated')).toHaveLength(1);
  });

  test('a deleted account keeps no preferences', async () => {
    const own = await ownPreferences();
    await own.save(chosen);
    expect(await rowsOf(own.user.id)).toHaveLength(1);
    expect((await call(SITE_ADMIN, 'DELETE', `/api/account/users/${own.user.id}`)).statusCode).toBe(204);
    expect(await rowsOf(own.user.id)).toEqual([]);
  });
});
