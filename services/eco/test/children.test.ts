import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { Actor } from '@portal/service-kit';
import { readDownload } from '@portal/service-kit/testing';
import { FieldMessages } from '@portal/shared-contracts';
import {
  childListColumns,
  childStatusColumns,
  EcoRecordMessages,
  type ChildListItem,
  type ChildPage,
  type ChildRecord,
  type ChildSearchResult,
} from '@portal/shared-contracts/eco';
import { childSearchQuery, prepareSearch } from '../src/children/child-search';
import type { EcoDb } from '../src/db';
import { DISTRICT_USER, REQUESTER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

const eco = useEcoPortal();

const auditOf = async (childId: number) =>
  (
    await sql<{
      event: string;
      details: { fields?: string[] };
    }>`select event, details from eco.audit_events where entity_type = 'child' and entity_id = ${String(childId)} order by id`.execute(
      eco.portal.db,
    )
  ).rows;

describe('POST /api/eco/children', () => {
  test("adds a child of the caller's LEA, with its history and an audit entry naming only the fields", async () => {
    const res = await eco.createChild({ firstName: '  Nadia ', exitDate: '2026-05-29', exitReason: 'MOVED_CONTINUING' });
    expect(res.statusCode).toBe(201);
    const child = res.json<ChildRecord>();
    const lea = await eco.portal.db.selectFrom('directory.leas').select('name').where('id', '=', eco.homeLea).executeTakeFirstOrThrow();
    expect(child).toMatchObject({
      firstName: 'Nadia',
      leaId: eco.homeLea,
      leaName: lea.name,
      version: 1,
      entry: null,
      exit: null,
      exitReason: 'MOVED_CONTINUING',
      sex: 'F',
    });
    expect(child.schoolName).toEqual(expect.any(String));
    expect(child.categories.A).toEqual({ category: null, excluded: 'missingEntryRating', flags: [] });

    const history = (await eco.call('GET', `/api/eco/children/${child.id}/history`)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'created',
      userName: expect.any(String),
      changes: { firstName: { from: null, to: 'Nadia' }, exitReason: { from: null, to: 'MOVED_CONTINUING' } },
    });
    const audit = await auditOf(child.id);
    expect(audit[0]!.event).toBe('child-created');
    expect(audit[0]!.details.fields).toContain('firstName');
    expect(JSON.stringify(audit)).not.toContain('Nadia');
  });

  test('refuses a record breaking its rules, with field errors, and saves nothing', async () => {
    const otherSchool = await eco.portal.db
      .selectFrom('directory.schools')
      .select('id')
      .where('lea_id', '<>', eco.homeLea)
      .executeTakeFirstOrThrow();
    const before = await eco.db.selectFrom('children').select(eco.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await eco.createChild({
      birthDate: '2025-10-01',
      exitDate: '2026-01-10',
      exitReason: null,
      schoolId: otherSchool.id,
      sex: 'X',
      disabilityCategory: 'NOPE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      entryDate: EcoRecordMessages.bornBeforeEntry,
      exitReason: EcoRecordMessages.exitReasonRequired,
      schoolId: EcoRecordMessages.unknownSchool,
      sex: FieldMessages.selectFromList,
      disabilityCategory: FieldMessages.selectFromList,
    });
    const after = await eco.db.selectFrom('children').select(eco.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    const future = await eco.createChild({ entryDate: '2999-01-01' });
    expect(future.json().errors).toEqual({ entryDate: FieldMessages.noFutureDates });
    const malformed = await eco.createChild({ stateStudentId: 'has spaces', leaId: 0 });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['leaId', 'stateStudentId']);
  });

  test('refuses a second record with the same entry date, and a new entry while one is open', async () => {
    const first = (await eco.createChild()).json<ChildRecord>();
    const same = await eco.createChild({ stateStudentId: first.stateStudentId });
    expect(same.statusCode).toBe(409);
    expect(same.json().errors).toEqual({ stateStudentId: EcoRecordMessages.duplicateEntry });
    const later = await eco.createChild({ stateStudentId: first.stateStudentId, entryDate: '2026-02-01' });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(EcoRecordMessages.stillInProgram);
  });

  test("a state student id is one child: a new record of it needs the child's date of birth, in any LEA", async () => {
    const first = (await eco.createChild({ exitDate: '2026-01-15', exitReason: 'TRANSFERRED_TO_GENERAL_EDUCATION' })).json<ChildRecord>();
    const another = await eco.createChild(
      { stateStudentId: first.stateStudentId, entryDate: '2026-02-01', birthDate: '2021-04-01' },
      STATE_ADMIN,
    );
    expect(another.statusCode).toBe(409);
    expect(another.json().errors).toEqual({ stateStudentId: EcoRecordMessages.otherChild });
    // The same child, back in the program in another LEA after leaving the first.
    const back = await eco.createChild(
      { stateStudentId: first.stateStudentId, entryDate: '2026-02-01', leaId: eco.otherLea, schoolId: null },
      STATE_ADMIN,
    );
    expect(back.statusCode).toBe(201);
  });

  test('refuses a retired code for a new record, but keeps it on a record that has it', async () => {
    const child = (await eco.createChild({ raceEthnicity: 'TWO_OR_MORE' })).json<ChildRecord>();
    const retire = (at: string | null) =>
      sql`update admin.lookup_values set retired_at = ${at} where code = 'TWO_OR_MORE' and list_id = (select id from admin.lookup_lists where code = 'race_ethnicity')`.execute(
        eco.portal.db,
      );
    await retire(new Date().toISOString());
    try {
      const fresh = await eco.createChild({ raceEthnicity: 'TWO_OR_MORE' });
      expect(fresh.statusCode).toBe(400);
      expect(fresh.json().errors).toEqual({ raceEthnicity: FieldMessages.selectFromList });
      const { id, leaName: _l, schoolName: _s, entry: _e, exit: _x, categories: _c, ...fields } = child;
      const kept = await eco.call('PUT', `/api/eco/children/${id}`, { payload: { ...fields, firstName: 'Renamed' } });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ raceEthnicity: 'TWO_OR_MORE', firstName: 'Renamed', version: 2 });
    } finally {
      await retire(null);
    }
  });

  test('refuses a child of an LEA the caller does not work in', async () => {
    const res = await eco.createChild({ leaId: eco.otherLea, schoolId: null });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EcoRecordMessages.leaNotWritable);
    expect((await eco.createChild({ leaId: eco.otherLea, schoolId: null }, STATE_ADMIN)).statusCode).toBe(201);
    expect((await eco.createChild({}, REQUESTER)).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/eco/children/:id', () => {
  test("answers the record with both rating phases and each outcome's category by the shared rule, and audits the view", async () => {
    const child = (await eco.createChild({ exitDate: '2026-06-01', exitReason: 'TRANSFERRED_TO_GENERAL_EDUCATION' })).json<ChildRecord>();
    await eco.db
      .insertInto('outcome_ratings')
      .values([
        { child_id: child.id, phase: 'entry', rating_date: '2025-09-15', rating_a: 3, rating_b: 6, rating_c: 4 },
        {
          child_id: child.id,
          phase: 'exit',
          rating_date: '2026-05-20',
          rating_a: 5,
          rating_b: 7,
          rating_c: 2,
          progress_a: true,
          progress_b: null,
          progress_c: null,
        },
      ])
      .execute();
    const res = await eco.call('GET', `/api/eco/children/${child.id}`);
    expect(res.statusCode).toBe(200);
    const record = res.json<ChildRecord>();
    expect(record.entry).toMatchObject({
      phase: 'entry',
      ratingDate: '2025-09-15',
      ratings: { A: 3, B: 6, C: 4 },
      status: 'Draft',
      version: 1,
      warnings: {},
    });
    expect(record.exit).toMatchObject({
      ratings: { A: 5, B: 7, C: 2 },
      progress: { A: true, B: null, C: null },
      warnings: { progressB: expect.any(String) },
    });
    expect(record.categories).toEqual({
      A: { category: 'c', excluded: null, flags: [] },
      B: { category: 'e', excluded: null, flags: ['progressMissing'] },
      C: { category: null, excluded: 'missingProgress', flags: [] },
    });
    // Reading the record goes in the disclosure log (disclosures.test.ts), not in the trail of changes.
    expect((await auditOf(child.id)).map((a) => a.event)).toEqual(['child-created']);
  });

  test('changes a child at the version read, and refuses a stale version with 409', async () => {
    const {
      id,
      leaName: _l,
      schoolName: _s,
      entry: _e,
      exit: _x,
      categories: _c,
      ...fields
    } = (await eco.createChild()).json<ChildRecord>();
    const changed = await eco.call('PUT', `/api/eco/children/${id}`, { payload: { ...fields, lastName: 'Okafor', schoolId: null } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ lastName: 'Okafor', schoolId: null, schoolName: null, version: 2 });
    const stale = await eco.call('PUT', `/api/eco/children/${id}`, { payload: { ...fields, firstName: 'Late' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EcoRecordMessages.staleVersion);
    expect((await eco.call('GET', `/api/eco/children/${id}`)).json().firstName).toBe(fields.firstName);

    const [latest] = (await eco.call('GET', `/api/eco/children/${id}/history`)).json();
    expect(latest).toMatchObject({
      action: 'updated',
      changes: { lastName: { from: fields.lastName, to: 'Okafor' }, schoolId: { from: eco.homeSchool, to: null } },
    });
    expect(Object.keys(latest.changes).sort()).toEqual(['lastName', 'schoolId']);
  });

  test('keeps children of other LEAs from district users, but not from state users', async () => {
    const elsewhere = (await eco.createChild({ leaId: eco.otherLea, schoolId: null }, STATE_ADMIN)).json<ChildRecord>();
    expect((await eco.call('GET', `/api/eco/children/${elsewhere.id}`)).statusCode).toBe(404);
    expect((await eco.call('GET', `/api/eco/children/${elsewhere.id}/history`)).statusCode).toBe(404);
    expect((await eco.call('GET', '/api/eco/children/99999999')).statusCode).toBe(404);
    expect((await eco.call('GET', `/api/eco/children/${elsewhere.id}`, { user: STATE_USER })).statusCode).toBe(200);
    const { id, leaName: _l, schoolName: _s, entry: _e, exit: _x, categories: _c, ...fields } = elsewhere;
    expect((await eco.call('PUT', `/api/eco/children/${id}`, { payload: { ...fields, firstName: 'Mine' } })).statusCode).toBe(404);
  });
});

describe('GET /api/eco/children/search', () => {
  const search = (query: string, user = DISTRICT_USER) => eco.call('GET', `/api/eco/children/search?${query}`, { user });

  test('finds a name despite a typo, best match first', async () => {
    const john = (await eco.createChild({ firstName: 'John', lastName: 'Quillfeather' })).json<ChildRecord>();
    const res = await search('name=Jonh');
    expect(res.statusCode).toBe(200);
    const body = res.json<ChildSearchResult>();
    expect(body.items.map((c) => c.id)).toContain(john.id);
    expect(body.items.every((c) => c.leaId === eco.homeLea)).toBe(true);
    const full = (await search('name=jonh%20quilfeather')).json<ChildSearchResult>();
    expect(full.items[0]).toMatchObject({ id: john.id, leaName: expect.any(String), nextStep: 'enterEntryRatings' });
  });

  test('finds by state student id and date of birth, and needs a criterion', async () => {
    const child = (await eco.createChild({ birthDate: '2021-02-03' })).json<ChildRecord>();
    const byId = (await search(`stateStudentId=${child.stateStudentId}`)).json<ChildSearchResult>();
    expect(byId.items.map((c) => c.id)).toEqual([child.id]);
    const byBirth = (await search('birthDate=2021-02-03')).json<ChildSearchResult>();
    expect(byBirth.items.map((c) => c.id)).toContain(child.id);
    expect(byBirth.items.every((c) => c.birthDate === '2021-02-03')).toBe(true);
    expect((await search('')).statusCode).toBe(400);
  });

  test('searches every LEA only with the advanced search permission', async () => {
    const elsewhere = (
      await eco.createChild({ leaId: eco.otherLea, schoolId: null, firstName: 'Marisol', lastName: 'Vandersloot' }, STATE_ADMIN)
    ).json<ChildRecord>();
    expect((await search('name=Marisol%20Vandersloot')).json().items).toEqual([]);
    expect((await search('name=Marisol%20Vandersloot&allLeas=true')).statusCode).toBe(403);
    const state = await search('name=Marisol%20Vandersloot&allLeas=true', STATE_USER);
    expect(state.statusCode).toBe(200);
    expect(state.json<ChildSearchResult>().items.map((c) => c.id)).toEqual([elsewhere.id]);
  });

  test.each(['csv', 'xlsx'] as const)('downloads the children found as %s, in the columns of the screen', async (format) => {
    const { port } = eco.portal.app('eco').server.address() as AddressInfo;
    const download = async (query: string, user: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/eco/children/search?${query}&format=${format}`, {
        headers: { authorization: `Bearer ${await eco.portal.tokenFor(user)}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename="child-search.${format}"`);
      return readDownload(new Uint8Array(await res.arrayBuffer()), format);
    };
    const child = (await eco.createChild({ firstName: 'Filed', lastName: 'Searchdownload' })).json<ChildRecord>();

    const [header, ...rows] = await download(`stateStudentId=${child.stateStudentId}`, DISTRICT_USER);
    expect(header).toEqual(['Child', 'State student id', 'Date of birth', 'School', 'Entry', 'Exit', 'Next step']);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([['Searchdownload, Filed', child.stateStudentId]]);

    // Across every LEA, as on screen, each child's LEA is named.
    const [stateHeader, ...stateRows] = await download(`stateStudentId=${child.stateStudentId}&allLeas=true`, STATE_USER);
    expect(stateHeader).toEqual(['Child', 'State student id', 'Date of birth', 'LEA', 'School', 'Entry', 'Exit', 'Next step']);
    const leaName = (await search(`stateStudentId=${child.stateStudentId}`)).json<ChildSearchResult>().items[0]!.leaName;
    expect(stateRows.map((row) => row[stateHeader!.indexOf('LEA')])).toEqual([leaName]);
  });

  test('caps the answer at 50 and says so', async () => {
    await eco.db
      .insertInto('children')
      .values(
        Array.from({ length: 51 }, (_, i) => ({
          state_student_id: `CAP-${i}`,
          first_name: 'Cap',
          last_name: `Child ${i}`,
          birth_date: '2020-12-25',
          lea_id: eco.homeLea,
          entry_date: '2024-01-08',
        })),
      )
      .execute();
    const body = (await search('birthDate=2020-12-25')).json<ChildSearchResult>();
    expect(body.items).toHaveLength(50);
    expect(body.truncated).toBe(true);
    const narrowed = (await search('birthDate=2020-12-25&stateStudentId=CAP-7')).json<ChildSearchResult>();
    expect(narrowed).toMatchObject({ items: [expect.objectContaining({ stateStudentId: 'CAP-7' })], truncated: false });
  });

  test('puts the whole name nearest the one typed first, not the first of every child sharing a word of it', async () => {
    for (const firstName of ['Aiden', 'Emma', 'Zoe']) await eco.createChild({ firstName, lastName: 'Marchetti' });
    const body = (await search('name=Zeo%20Marchetti')).json<ChildSearchResult>();
    expect(body.items.map((c) => c.firstName)).toEqual(['Zoe', expect.any(String), expect.any(String)]);
  });

  // The plans are of the query's shape, so the searcher sees every child and the visibility rule adds nothing.
  const stateWide: Actor = { userId: 1, userName: 'state', sessionId: null, ip: '127.0.0.1', leaIds: [], allLeas: true, permissions: [] };
  const planOf = (leaId: number | null, ...settings: string[]) =>
    eco.db.transaction().execute(async (trx: EcoDb) => {
      await prepareSearch(trx, { name: 'jonh' }, leaId);
      // At the seed's few hundred children reading every child is cheaper; without that, only a plan the query's shape allows is left.
      for (const setting of ['enable_seqscan', ...settings]) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
      const rows = await childSearchQuery(trx, stateWide, { name: 'jonh' }, leaId).explain();
      return rows.map((row) => Object.values(row).join('')).join('\n');
    });

  test('across every LEA, takes the nearest names from the name index in order and stops at the limit', async () => {
    const plan = await planOf(null);
    expect(plan).toContain('Index Scan using children_name_trgm_gist');
    expect(plan).not.toContain('Bitmap');
    expect(plan).toMatch(/Order By: .*<->/);
  });

  test('within one LEA, finds the matches from the index of the LEA beside the name', async () => {
    const plan = await planOf(eco.homeLea);
    expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) children_lea_name_trgm_gist/);
    expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(lea_id = ${eco.homeLea}\\) AND .*%>`));
  });
});

describe('GET /api/eco/children (the child list)', () => {
  const list = async (query = '', user = DISTRICT_USER) => eco.call('GET', `/api/eco/children?${query}`, { user });

  test('filters by next step, missing ratings, school and entry window, and pages with the total', async () => {
    const all = (await list('pageSize=100')).json<ChildPage>();
    expect(all.totalCount).toBeGreaterThan(0);
    let counted = 0;
    for (const nextStep of [
      'enterEntryRatings',
      'submitEntryRatings',
      'finalizeEntryRatings',
      'awaitExit',
      'enterExitRatings',
      'submitExitRatings',
      'finalizeExitRatings',
      'complete',
    ]) {
      const page = (await list(`pageSize=100&nextStep=${nextStep}`)).json<ChildPage>();
      expect(page.items.every((c: ChildListItem) => c.nextStep === nextStep)).toBe(true);
      counted += page.totalCount;
    }
    expect(counted).toBe(all.totalCount);

    const missingEntry = (await list('pageSize=100&missing=entry')).json<ChildPage>();
    expect(missingEntry.totalCount).toBeGreaterThan(0);
    expect(missingEntry.items.every((c: ChildListItem) => c.missing.some((m) => m.startsWith('entryRating')))).toBe(true);
    const missingExit = (await list('pageSize=100&missing=exit')).json<ChildPage>();
    expect(
      missingExit.items.every((c: ChildListItem) => c.exitDate !== null && c.missing.some((m) => /^(exitRating|progress)/.test(m))),
    ).toBe(true);

    const atSchool = (await list(`pageSize=100&schoolId=${eco.homeSchool}`)).json<ChildPage>();
    expect(atSchool.items.every((c: ChildListItem) => c.schoolId === eco.homeSchool)).toBe(true);
    const window = (
      await list('pageSize=100&entryFrom=2025-09-01&entryTo=2025-09-30&sortField=entryDate&sortDirection=desc')
    ).json<ChildPage>();
    expect(window.items.every((c: ChildListItem) => c.entryDate >= '2025-09-01' && c.entryDate <= '2025-09-30')).toBe(true);
    expect(window.items.map((c: ChildListItem) => c.entryDate)).toEqual(
      [...window.items.map((c: ChildListItem) => c.entryDate)].sort().reverse(),
    );
  });

  test('a new child is next to have entry ratings entered, with all three missing', async () => {
    const child = (await eco.createChild({ lastName: 'Zzyzzx' })).json<ChildRecord>();
    const page = (await list('search=Zzyzzx')).json<ChildPage>();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: child.id,
        nextStep: 'enterEntryRatings',
        missing: ['entryRatingA', 'entryRatingB', 'entryRatingC'],
        entryStatus: null,
      }),
    ]);
  });

  test("gives each child's data-quality flags under its current ratings, and filters by one", async () => {
    const child = (
      await eco.createChild({ lastName: 'Flaggedlegacy', exitDate: '2026-06-05', exitReason: 'TRANSFERRED_TO_GENERAL_EDUCATION' })
    ).json<ChildRecord>();
    // Legacy ratings, as an import keeps them: the same 3 with No (impossible), 6 to 7 with No, and no answer for C.
    await eco.db
      .insertInto('outcome_ratings')
      .values([
        { child_id: child.id, phase: 'entry', rating_date: '2025-09-10', rating_a: 3, rating_b: 6, rating_c: 2 },
        {
          child_id: child.id,
          phase: 'exit',
          rating_date: '2026-06-01',
          rating_a: 3,
          rating_b: 7,
          rating_c: 4,
          progress_a: false,
          progress_b: false,
          progress_c: null,
        },
      ])
      .execute();
    const flagsOf = async (query: string) =>
      (await list(`pageSize=100&${query}`)).json<ChildPage>().items.find((c: ChildListItem) => c.id === child.id)?.flags;
    expect(await flagsOf('search=Flaggedlegacy')).toEqual(['ageExpectedWithNo', 'progressMissing', 'progressNoImpossible']);
    for (const flag of ['progressNoImpossible', 'ageExpectedWithNo', 'progressMissing']) {
      const page = (await list(`pageSize=100&flag=${flag}`)).json<ChildPage>();
      expect(page.items.map((c: ChildListItem) => c.id)).toContain(child.id);
      expect(page.items.every((c: ChildListItem) => c.flags.includes(flag as ChildListItem['flags'][number]))).toBe(true);
    }

    // Answered as the rules want, the record has no flags left, and the filter no longer finds it.
    await eco.db
      .updateTable('outcome_ratings')
      .set({ progress_a: true, progress_b: true, progress_c: true })
      .where('child_id', '=', child.id)
      .where('phase', '=', 'exit')
      .execute();
    expect(await flagsOf('search=Flaggedlegacy')).toEqual([]);
    expect(await flagsOf('flag=progressMissing')).toBeUndefined();
    expect((await list('flag=unknownFlag')).statusCode).toBe(400);
  });

  test.each(['csv', 'xlsx'] as const)(
    'downloads the filtered, sorted list as %s: every page of the screen, in its columns',
    async (format) => {
      const filter = 'missing=entry&sortField=birthDate&sortDirection=desc';
      const first = (await list(`${filter}&pageSize=5`)).json<ChildPage>();
      expect(first.totalCount).toBeGreaterThan(5);
      const shown: ChildListItem[] = [];
      for (let pageNumber = 1; pageNumber <= Math.ceil(first.totalCount / 5); pageNumber++)
        shown.push(...(await list(`${filter}&pageSize=5&pageNumber=${pageNumber}`)).json<ChildPage>().items);

      const { port } = eco.portal.app('eco').server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/eco/children?${filter}&format=${format}`, {
        headers: { authorization: `Bearer ${await eco.portal.tokenFor(DISTRICT_USER)}`, activeschoolyear: '2026' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-disposition')).toContain(`filename="child-list.${format}"`);
      const [header, ...rows] = await readDownload(new Uint8Array(await res.arrayBuffer()), format);
      expect(header).toEqual(childListColumns.map((column) => column.header));
      // A day is ISO text in the CSV and a date in the workbook; everything else reads as on screen.
      const cell = (column: (typeof childListColumns)[number], child: ChildListItem) => {
        const value = column.value(child) ?? null;
        if (column.kind === 'day' && value !== null) return format === 'csv' ? value : new Date(`${String(value)}T00:00:00Z`);
        return format === 'csv' ? String(value ?? '') : value === '' ? null : value;
      };
      expect(rows).toEqual(shown.map((child) => childListColumns.map((column) => cell(column, child))));
    },
  );

  test('downloads the Status page with its own columns over the same children', async () => {
    const res = await list('format=csv&view=status');
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(childStatusColumns.map((column) => column.header));
    expect(rows).toHaveLength((await list('pageSize=1')).json<ChildPage>().totalCount);
  });

  test("opens another LEA's list only with all LEAs", async () => {
    expect((await list(`leaId=${eco.otherLea}`)).statusCode).toBe(403);
    const state = await list(`leaId=${eco.otherLea}&pageSize=100`, STATE_USER);
    expect(state.statusCode).toBe(200);
    expect(state.json<ChildPage>().items.every((c: ChildListItem) => c.leaId === eco.otherLea)).toBe(true);
  });
});
