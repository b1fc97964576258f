import { sql } from 'kysely';
import { TextBlockCodes } from '@portal/shared-contracts';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { seedTextBlocks } from '../src/seed/text-blocks';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const block = (code: string, token?: string) =>
  portal.inject({ url: `/api/text-blocks/by-block-code/${code}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

const { mainDashboard, ...authPageCodes } = TextBlockCodes;

describe('GET /api/text-blocks/by-block-code/:code', () => {
  test.each(Object.values(authPageCodes))('the sign-in pages read %s before anyone signs in', async (code) => {
    const res = await block(code);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      html: expect.stringMatching(/^<p>/),
      isVisible: true,
      blockCode: code,
      groupCode: 'AUTH',
      displayFormat: expect.stringMatching(/^(Div|Card)$/),
    });
  });

  test('the dashboard block needs a signed-in user', async () => {
    const anonymous = await block(mainDashboard);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().html).toBeUndefined();
    expect((await block(mainDashboard, 'not-a-token')).statusCode).toBe(401);

    const signedIn = await block(mainDashboard, await portal.tokenFor('districtuser@example.org'));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.json()).toMatchObject({ blockCode: mainDashboard, groupCode: 'DASHBOARD', isVisible: true });
  });

  test('a signed-in user reads the public blocks too', async () => {
    const res = await block(TextBlockCodes.login, await portal.tokenFor('districtuser@example.org'));
    expect(res.statusCode).toBe(200);
    expect(res.json().blockCode).toBe(TextBlockCodes.login);
  });

  test('an unknown or hidden block is not found, and a malformed code refused', async () => {
    expect((await block('NO_SUCH_BLOCK')).statusCode).toBe(404);
    await sql`update identity.text_blocks set is_visible = false where block_code = ${TextBlockCodes.publicLoginInstructions}`.execute(portal.db);
    try {
      expect((await block(TextBlockCodes.publicLoginInstructions)).statusCode).toBe(404);
      expect((await block(TextBlockCodes.publicLoginInstructions, await portal.tokenFor('stateuser@example.org'))).statusCode).toBe(404);
    } finally {
      await sql`update identity.text_blocks set is_visible = true where block_code = ${TextBlockCodes.publicLoginInstructions}`.execute(portal.db);
    }
    expect((await block('lower-case')).statusCode).toBe(400);
  });

  test('seeding again adds nothing and keeps an administrator’s wording', async () => {
    const edited = '<p>Edited by an administrator.</p>';
    await sql`update identity.text_blocks set html = ${edited} where block_code = ${TextBlockCodes.login}`.execute(portal.db);
    await seedTextBlocks(portal.db.withSchema('identity'));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.text_blocks`.execute(portal.db);
    expect(rows[0]!.n).toBe(Object.keys(TextBlockCodes).length);
    expect((await block(TextBlockCodes.login)).json().html).toBe(edited);
  });
});
