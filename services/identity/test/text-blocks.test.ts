import { sql } from 'kysely';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TextBlockCodes,
  TextBlockGroups,
  type Page,
  type TextBlock,
  type TextBlockCode,
} from '@portal/shared-contracts';
import { textBlockColumns, textBlockColumnsFor, type UpdateTextBlockRequest } from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal } from '@portal/platform/testing';
import { seedTextBlocks } from '../src/seed/text-blocks';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const byCode = (code: string, token?: string) => portal.inject({ url: `/api/text-blocks/by-block-code/${code}`, headers: bearer(token) });
const byGroup = (group: string, token?: string) =>
  portal.inject({ url: `/api/text-blocks/by-group-code/${group}`, headers: bearer(token) });
const list = (query: string, token?: string) => portal.inject({ url: `/api/text-blocks?${query}`, headers: bearer(token) });
/** A block as Manage Text Blocks lists it, found by its code. */
const listed = async (code: string, token: string): Promise<TextBlock | undefined> =>
  (await list(`search=${code}`, token)).json<Page<TextBlock>>().items.find((b) => b.blockCode === code);
const save = (id: number, body: unknown, token?: string) =>
  portal.inject({ method: 'PUT', url: `/api/text-blocks/${id}`, headers: bearer(token), payload: body });

const siteadmin = () => portal.tokenFor('siteadmin@example.org');
const districtuser = () => portal.tokenFor('districtuser@example.org');

/** The blocks shown before sign-in: the auth pages and the one-year-out survey's public page. */
const publicCodes: readonly TextBlockCode[] = [
  TextBlockCodes.login,
  TextBlockCodes.emailVerification,
  TextBlockCodes.emailVerificationFailure,
  TextBlockCodes.disputeRegisterInstructions,
  TextBlockCodes.accountCreated,
  TextBlockCodes.newRegisterInstructions,
  TextBlockCodes.publicLoginInstructions,
  TextBlockCodes.psosPublicSurveyInstructions,
  TextBlockCodes.psosPublicSurveyInstructionsSpanish,
];

interface TextBlockRow {
  id: number;
  title: string;
  html: string;
  is_visible: boolean;
  display_format: string;
  updated_at: Date;
}

async function row(code: string): Promise<TextBlockRow> {
  const { rows } =
    await sql<TextBlockRow>`select id, title, html, is_visible, display_format, updated_at from identity.text_blocks where block_code = ${code}`.execute(
      portal.db,
    );
  if (!rows[0]) throw new Error(`no text block ${code}`);
  return rows[0];
}

/** Inserts rows straight into the table, as a restore or a hand-written SQL fix would, and removes them afterwards. */
async function withRawBlocks(
  blocks: { code: string; group: string; html: string; isPublic: boolean }[],
  run: () => Promise<void>,
): Promise<void> {
  for (const b of blocks) {
    await sql`insert into identity.text_blocks (block_code, group_code, title, html, is_public) values (${b.code}, ${b.group}, 'Inserted by hand', ${b.html}, ${b.isPublic})`.execute(
      portal.db,
    );
  }
  try {
    await run();
  } finally {
    await sql`delete from identity.text_blocks where block_code in (${sql.join(blocks.map((b) => b.code))})`.execute(portal.db);
  }
}

describe('GET /api/text-blocks/by-block-code/:code', () => {
  test.each(Object.values(TextBlockCodes))('%s is seeded and read by its audience', async (code) => {
    const isPublic = publicCodes.includes(code);
    const anonymous = await byCode(code);
    expect(anonymous.statusCode).toBe(isPublic ? 200 : 401);

    const signedIn = await byCode(code, await districtuser());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(isPublic ? 'no-cache' : 'private, no-cache');
    expect(signedIn.json()).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(/\S/),
      html: expect.stringMatching(/^<(p|h2)>/),
      isVisible: true,
      blockCode: code,
      groupCode: expect.stringMatching(/^[A-Z_]+$/),
      displayFormat: expect.stringMatching(/^(Div|Card)$/),
    });
    if (isPublic) expect(anonymous.json()).toEqual(signedIn.json());
  });

  test('a non-public block is refused to anonymous callers and bad tokens without its text', async () => {
    const anonymous = await byCode(TextBlockCodes.mainDashboard);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    expect(anonymous.json().html).toBeUndefined();
    expect((await byCode(TextBlockCodes.mainDashboard, 'not-a-token')).statusCode).toBe(401);
  });

  test('an unknown block is not found, and a malformed code refused', async () => {
    expect((await byCode('NO_SUCH_BLOCK')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await byCode('lower-case')).statusCode).toBe(400);
  });
});

describe('GET /api/text-blocks/by-group-code/:code', () => {
  test('anyone reads a public group, in the order the blocks were created', async () => {
    const res = await byGroup(TextBlockGroups.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const blocks: TextBlock[] = res.json();
    expect(blocks.map((b) => b.blockCode).sort()).toEqual(
      publicCodes
        .filter((c) => c !== TextBlockCodes.psosPublicSurveyInstructions && c !== TextBlockCodes.psosPublicSurveyInstructionsSpanish)
        .sort(),
    );
    expect(blocks.every((b) => b.groupCode === TextBlockGroups.auth && b.isVisible)).toBe(true);
    const ids = blocks.map((b) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('a signed-in group needs a valid bearer token', async () => {
    expect((await byGroup(TextBlockGroups.help)).statusCode).toBe(401);
    expect((await byGroup(TextBlockGroups.help, 'not-a-token')).statusCode).toBe(401);

    const res = await byGroup(TextBlockGroups.help, await districtuser());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json().map((b: TextBlock) => b.blockCode)).toEqual([TextBlockCodes.contact, TextBlockCodes.faq]);
  });

  test('a group mixing both audiences shows anonymous callers its public blocks only', async () => {
    await withRawBlocks(
      [
        { code: 'TEST_MIXED_PUBLIC', group: 'TEST_MIXED', html: '<p>For everyone.</p>', isPublic: true },
        { code: 'TEST_MIXED_SIGNED_IN', group: 'TEST_MIXED', html: '<p>For staff.</p>', isPublic: false },
      ],
      async () => {
        const anonymous = await byGroup('TEST_MIXED');
        expect(anonymous.json().map((b: TextBlock) => b.blockCode)).toEqual(['TEST_MIXED_PUBLIC']);
        expect(anonymous.headers['cache-control']).toBe('no-cache');
        const signedIn = await byGroup('TEST_MIXED', await districtuser());
        expect(signedIn.json().map((b: TextBlock) => b.blockCode)).toEqual(['TEST_MIXED_PUBLIC', 'TEST_MIXED_SIGNED_IN']);
        expect(signedIn.headers['cache-control']).toBe('private, no-cache');
      },
    );
  });

  test('an unknown group is not found', async () => {
    expect((await byGroup('NO_SUCH_GROUP')).statusCode).toBe(404);
    expect((await byGroup('NO_SUCH_GROUP', await districtuser())).statusCode).toBe(404);
  });
});

describe('GET /api/text-blocks', () => {
  test('pages every block, hidden ones too, to a text-block manager, sorted by title by default', async () => {
    const token = await siteadmin();
    const first = await list('', token);
    expect(first.statusCode).toBe(200);
    const page: Page<TextBlock> = first.json();
    expect(page).toMatchObject({ totalCount: Object.values(TextBlockCodes).length, pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
    const titles = page.items.map((b) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const everyBlock: TextBlock[] = (await list(`pageSize=${Math.max(...PAGE_SIZES)}`, token)).json().items;
    expect(everyBlock.map((b) => b.blockCode).sort()).toEqual(Object.values(TextBlockCodes).sort());
  });

  test('filters by group and searches title and code on the server, sorting as asked', async () => {
    const token = await siteadmin();
    const help: Page<TextBlock> = (await list(`groupCode=${TextBlockGroups.help}&sortField=blockCode&sortDirection=desc`, token)).json();
    expect(help.items.map((b) => b.blockCode)).toEqual([TextBlockCodes.faq, TextBlockCodes.contact]);
    const searched: Page<TextBlock> = (await list(`search=${TextBlockCodes.faq.toLowerCase()}`, token)).json();
    expect(searched.items.map((b) => b.blockCode)).toEqual([TextBlockCodes.faq]);
  });

  test('downloads the rows Manage Text Blocks shows, in the columns its table shows: one group without a group column', async () => {
    const token = await siteadmin();
    const query = `groupCode=${TextBlockGroups.help}&sortField=blockCode`;
    const shown = (await list(query, token)).json<Page<TextBlock>>().items;
    const res = await list(`${query}&format=csv`, token);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = await readDownload(new TextEncoder().encode(res.body), 'csv');
    const columns = textBlockColumnsFor(TextBlockGroups.help);
    expect(header).toEqual(columns.map((column) => column.header));
    expect(header).not.toContain('Group');
    expect(rows).toEqual(shown.map((block) => columns.map((column) => String(column.value(block) ?? ''))));
    expect(rows.map((row) => row[1])).toEqual([TextBlockCodes.contact, TextBlockCodes.faq]);
  });

  test("every group's download names each block's group as the table does, not by its code", async () => {
    const token = await siteadmin();
    const query = `search=${TextBlockCodes.mainDashboard}`;
    const shown = (await list(query, token)).json<Page<TextBlock>>().items;
    const [header, ...rows] = await readDownload(new TextEncoder().encode((await list(`${query}&format=csv`, token)).body), 'csv');
    expect(header).toEqual(textBlockColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((block) => textBlockColumns.map((column) => String(column.value(block) ?? ''))));
    expect(rows[0]?.[header!.indexOf('Group')]).toBe('Dashboard');
  });

  test('refuses a filter or sort it does not know, with a field message', async () => {
    const res = await list('sortField=html', await siteadmin());
    expect(res.statusCode).toBe(400);
    expect((await list('groupCode=not a group', await siteadmin())).statusCode).toBe(400);
  });

  test('needs App.textblocks.manage', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', await districtuser())).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });
});

describe('PUT /api/text-blocks/:id', () => {
  const edit = (overrides: Partial<UpdateTextBlockRequest> = {}): UpdateTextBlockRequest => ({
    title: 'Entry date',
    html: '<p>Edited.</p>',
    isVisible: true,
    displayFormat: 'Div',
    ...overrides,
  });

  test('a text-block manager saves sanitised HTML, recorded in the audit trail', async () => {
    const before = await row(TextBlockCodes.entryDate);
    const dirty =
      '<h3>Entry <em>date</em></h3><p style="color:red">Kept: <strong>bold</strong>, <a href="https://example.org/guide" target="_blank">a guide</a> and <a href="mailto:eco@state.example.org">mail</a>.</p>' +
      '<script>alert(1)</script><p><span onerror="alert(2)">span</span><img src="x" onerror="alert(3)"></p>' +
      '<p><a href="javascript:alert(4)">bad link</a></p><iframe src="https://evil.example/">fallback</iframe>';
    const res = await save(before.id, edit({ title: 'Entry date (edited)', html: dirty, displayFormat: 'Card' }), await siteadmin());

    expect(res.statusCode).toBe(200);
    const clean =
      '<h3>Entry <em>date</em></h3><p>Kept: <strong>bold</strong>, <a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">a guide</a> and <a href="mailto:eco@state.example.org">mail</a>.</p>' +
      '<p><span>span</span></p><p><a>bad link</a></p>';
    expect(res.json()).toEqual({
      id: before.id,
      title: 'Entry date (edited)',
      html: clean,
      isVisible: true,
      blockCode: TextBlockCodes.entryDate,
      groupCode: TextBlockGroups.eco,
      displayFormat: 'Card',
    });
    const after = await row(TextBlockCodes.entryDate);
    expect(after.html).toBe(clean);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect((await byCode(TextBlockCodes.entryDate, await districtuser())).json().html).toBe(clean);

    const { rows } = await sql<{ user_id: number | null; entity_type: string; entity_id: string; details: Record<string, unknown> }>`
      select a.user_id, a.entity_type, a.entity_id, a.details from identity.audit_events a join identity.users u on u.id = a.actor_user_id
      where a.event = 'text-block-updated' and u.email = 'siteadmin@example.org' and a.details->>'blockCode' = ${TextBlockCodes.entryDate}`.execute(
      portal.db,
    );
    expect(rows).toEqual([
      {
        user_id: null,
        entity_type: 'text-block',
        entity_id: String(before.id),
        details: { textBlockId: before.id, blockCode: TextBlockCodes.entryDate },
      },
    ]);
  });

  test('a block written straight into the table is still served without its script', async () => {
    await withRawBlocks(
      [{ code: 'TEST_RAW_SCRIPT', group: 'TEST_RAW', html: '<p onclick="alert(1)">Hello<script>alert(2)</script></p>', isPublic: true }],
      async () => {
        expect((await byCode('TEST_RAW_SCRIPT')).json().html).toBe('<p>Hello</p>');
        expect((await byGroup('TEST_RAW')).json()[0].html).toBe('<p>Hello</p>');
        expect((await listed('TEST_RAW_SCRIPT', await siteadmin()))?.html).toBe('<p>Hello</p>');
      },
    );
  });

  test('a user without App.textblocks.manage is refused and nothing changes', async () => {
    const before = await row(TextBlockCodes.faq);
    const res = await save(before.id, edit({ html: '<p>Defaced.</p>' }), await districtuser());
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await save(before.id, edit())).statusCode).toBe(401);
    expect(await row(TextBlockCodes.faq)).toEqual(before);
  });

  test('an unknown id is not found', async () => {
    const res = await save(999_999, edit(), await siteadmin());
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  test('a body out of bounds is refused and nothing changes', async () => {
    const before = await row(TextBlockCodes.contact);
    const token = await siteadmin();
    const tooLong = await save(before.id, edit({ html: `<p>${'x'.repeat(20_000)}</p>` }), token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', errors: { html: expect.any(String) } });
    expect((await save(before.id, edit({ title: 'x'.repeat(201) }), token)).statusCode).toBe(400);
    expect((await save(before.id, edit({ title: '   ' }), token)).statusCode).toBe(400);
    expect((await save(before.id, { ...edit(), displayFormat: 'Table' }, token)).statusCode).toBe(400);
    expect((await save(before.id, { ...edit(), isPublic: true }, token)).statusCode).toBe(400);
    expect(await row(TextBlockCodes.contact)).toEqual(before);
  });

  test('a hidden block is not shown to pages but is still listed for administrators', async () => {
    const token = await siteadmin();
    const { id, title, html } = (await byCode(TextBlockCodes.stateComplaintHeader, token)).json();
    expect((await save(id, edit({ title, html, isVisible: false }), token)).json().isVisible).toBe(false);
    try {
      expect((await byCode(TextBlockCodes.stateComplaintHeader, token)).statusCode).toBe(404);
      expect((await byGroup(TextBlockGroups.dispute, token)).json().map((b: TextBlock) => b.blockCode)).not.toContain(
        TextBlockCodes.stateComplaintHeader,
      );
      expect(await listed(TextBlockCodes.stateComplaintHeader, token)).toMatchObject({
        blockCode: TextBlockCodes.stateComplaintHeader,
        isVisible: false,
      });
    } finally {
      await save(id, edit({ title, html, isVisible: true }), token);
    }
    expect((await byCode(TextBlockCodes.stateComplaintHeader, token)).statusCode).toBe(200);
  });
});

test('seeding again adds nothing and keeps an administrator’s wording', async () => {
  const token = await siteadmin();
  const { id, title } = (await byCode(TextBlockCodes.login)).json();
  const edited = '<p>Edited by an administrator.</p>';
  expect((await save(id, { title, html: edited, isVisible: true, displayFormat: 'Div' }, token)).statusCode).toBe(200);
  await seedTextBlocks(portal.db.withSchema('identity'));
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity.text_blocks`.execute(portal.db);
  expect(rows[0]!.n).toBe(Object.keys(TextBlockCodes).length);
  expect((await byCode(TextBlockCodes.login)).json().html).toBe(edited);
});
