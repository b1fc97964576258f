import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { PsosMessages as M, SUBGROUPS, type B14Report, type CollectionRecord } from '@portal/shared-contracts/psos';
import { readDownload, type ReadCell } from '@portal/service-kit/testing';
import { CLOSED_YEAR, DISTRICT_USER, OPEN_YEAR, STATE_USER, usePsosPortal } from './psos-portal';

const psos = usePsosPortal();

const report = async (query: string, user = STATE_USER) => psos.call('GET', `/api/psos/reports/b14${query}`, { user });

/** The figures counted straight from the tables, as psos.md defines them, for the state or one LEA. */
async function counted(schoolYear: number, leaId: number | null, leaving: readonly string[]) {
  type Counts = Record<'L' | 'X' | 'R' | 'incomplete' | 'n1' | 'n2' | 'n3' | 'n4' | 'notEngaged' | 'ldLeavers' | 'ldRespondents', number>;
  const { rows } = await sql<Counts>`
    with y as (
      select y.*, i.category, i.leaver_id is not null as interviewed,
        not (y.verification_status = 'Excluded' and y.exclusion_reason = any(${leaving as string[]}::text[])) as target
      from psos.leavers y left join psos.interviews i on i.leaver_id = y.id
      where y.school_year = ${schoolYear} ${leaId === null ? sql`` : sql`and y.lea_id = ${leaId}`}
    )
    select count(*)::int as "L",
      count(*) filter (where not target)::int as "X",
      count(*) filter (where target and category is not null)::int as "R",
      count(*) filter (where target and interviewed and category is null)::int as incomplete,
      count(*) filter (where target and category = 'HE')::int as n1,
      count(*) filter (where target and category = 'CE')::int as n2,
      count(*) filter (where target and category = 'OE')::int as n3,
      count(*) filter (where target and category = 'EMP')::int as n4,
      count(*) filter (where target and category = 'NOT_ENGAGED')::int as "notEngaged",
      count(*) filter (where target and disability_category = 'LD')::int as "ldLeavers",
      count(*) filter (where target and disability_category = 'LD' and category is not null)::int as "ldRespondents"
    from y`.execute(psos.portal.db);
  return rows[0]!;
}

const ALL_REASONS = ['NOT_A_LEAVER', 'DUPLICATE', 'RETURNED_TO_SCHOOL', 'DECEASED'];

describe('GET api/psos/reports/b14', () => {
  test('the state’s report answers issue 17’s shape with psos.md’s figures, counted straight from the tables', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const res = await report(`?collectionId=${open.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as B14Report;
    const c = await counted(OPEN_YEAR, null, ALL_REASONS);
    expect(body).toMatchObject({
      collectionId: open.id,
      leaId: null,
      final: false,
      L: c.L,
      X: c.X,
      T: c.L - c.X,
      R: c.R,
      incomplete: c.incomplete,
      counts: { n1: c.n1, n2: c.n2, n3: c.n3, n4: c.n4, notEngaged: c.notEngaged },
    });
    expect(c.R).toBeGreaterThan(100);
    expect(body.counts.n1 + body.counts.n2 + body.counts.n3 + body.counts.n4 + body.counts.notEngaged).toBe(body.R);
    expect(body.rawRate).toBe((c.R / c.L) * 100);
    expect(body.adjustedRate).toBe((c.R / (c.L - c.X)) * 100);
    expect(body.b14a).toBe((c.n1 / c.R) * 100);
    expect(body.b14b).toBe(((c.n1 + c.n2) / c.R) * 100);
    expect(body.b14c).toBe(((c.n1 + c.n2 + c.n3 + c.n4) / c.R) * 100);
    expect(Object.values(body.exclusions).reduce((a, b) => a + b, 0)).toBe(c.X);

    const { subgroups, representative, thresholdHundredths } = body.representativeness;
    expect(thresholdHundredths).toBe(300);
    expect(subgroups.map((g) => g.code)).toEqual(SUBGROUPS.NPSO);
    const ld = subgroups.find((g) => g.code === 'LD')!;
    expect(ld).toMatchObject({ set: 'NPSO', leavers: c.ldLeavers, respondents: c.ldRespondents });
    expect(ld.leaverShare).toBe((c.ldLeavers / body.T) * 100);
    expect(ld.respondentShare).toBe((c.ldRespondents / body.R) * 100);
    // The flag by psos.md's integer formula, worked out here on its own.
    for (const g of subgroups)
      expect(g.flagged).toBe(10000 * Math.abs(g.respondents * body.T - g.leavers * body.R) > 300 * body.T * body.R);
    expect(representative).toBe(!subgroups.some((g) => g.flagged));
  });

  test('an LEA’s report counts that LEA; a district user reads theirs, not another’s nor the state’s', async () => {
    const res = await report(`?leaId=${psos.homeLea}`, DISTRICT_USER);
    expect(res.statusCode).toBe(200);
    const c = await counted(OPEN_YEAR, psos.homeLea, ALL_REASONS);
    expect(res.json()).toMatchObject({ leaId: psos.homeLea, L: c.L, X: c.X, R: c.R, counts: { n1: c.n1, n2: c.n2 } });
    const state = await report('', DISTRICT_USER);
    expect([state.statusCode, state.json().message]).toEqual([403, M.stateOnly]);
    const other = await psos.portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('lea_code', '=', '02-1007')
      .executeTakeFirstOrThrow();
    expect((await report(`?leaId=${other.id}`, DISTRICT_USER)).statusCode).toBe(403);
  });

  test('a Closed collection’s report is Final; the header’s school year names the collection without an id', async () => {
    const res = await psos.call('GET', '/api/psos/reports/b14', { user: STATE_USER, schoolYear: CLOSED_YEAR });
    expect(res.json()).toMatchObject({ schoolYear: CLOSED_YEAR, final: true });
    const none = await psos.call('GET', '/api/psos/reports/b14', { user: STATE_USER, schoolYear: 2030 });
    expect([none.statusCode, none.json().message]).toEqual([404, M.noCollectionForYear('2029-2030')]);
  });

  test('the prior collection’s rates and B14A/B/C stand beside a report, for the same LEA; none before the first year', async () => {
    const closed = await psos.collection(CLOSED_YEAR);
    const open = await psos.collection(OPEN_YEAR);
    for (const lea of ['', `&leaId=${psos.homeLea}`]) {
      const current = (await report(`?collectionId=${open.id}${lea}`)).json() as B14Report;
      const previous = (await report(`?collectionId=${closed.id}${lea}`)).json() as B14Report;
      expect(previous.R).toBeGreaterThan(0);
      expect(current.prior).toEqual({
        collectionId: closed.id,
        schoolYear: CLOSED_YEAR,
        final: true,
        rawRate: previous.rawRate,
        adjustedRate: previous.adjustedRate,
        b14a: previous.b14a,
        b14b: previous.b14b,
        b14c: previous.b14c,
      });
      expect(previous.prior).toBeNull();
    }
  });

  test('the staff file holds the screen’s figures exactly, the prior collection’s rates beside them', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const shown = (await report(`?collectionId=${open.id}&leaId=${psos.homeLea}`)).json() as B14Report;
    const rows = await file(`?collectionId=${open.id}&leaId=${psos.homeLea}&format=xlsx`, 'xlsx');
    expect(rows[0]).toEqual(['Section', 'Measure', 'Count', 'Percent', 'Prior collection percent']);
    const byMeasure = measures(rows);
    expect(byMeasure.get('Leavers listed (L)')![2]).toBe(shown.L);
    expect(byMeasure.get('Respondents (R)')![2]).toBe(shown.R);
    expect(byMeasure.get('Excluded: DUPLICATE')![2]).toBe(shown.exclusions.DUPLICATE);
    expect(byMeasure.get('Adjusted response rate (R / T)')!.slice(3)).toEqual([shown.adjustedRate, shown.prior!.adjustedRate]);
    expect(byMeasure.get('B14B: higher education or competitive employment')!.slice(3)).toEqual([shown.b14b, shown.prior!.b14b]);
    expect(byMeasure.get('1. Higher education')!.slice(2, 4)).toEqual([shown.counts.n1, (shown.counts.n1 / shown.R) * 100]);
  });

  test('the public edition shows small counts as "<10", hides one beside a sum’s lone hidden count, and the percents built on them', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const query = `?collectionId=${open.id}&leaId=${psos.homeLea}`;
    const exact = measures(await file(`${query}&format=csv`, 'csv'));
    const published = measures(await file(`${query}&format=csv&public=true`, 'csv', DISTRICT_USER));
    expect([...published.keys()]).toEqual([...exact.keys()]);
    const small = (cell: ReadCell) => cell !== '' && Number(cell) >= 1 && Number(cell) <= 9;
    let smallCounts = 0;
    for (const [measure, row] of exact) {
      const shown = published.get(measure)!;
      if (small(row[2]!)) {
        smallCounts++;
        expect([measure, shown[2]]).toEqual([measure, '<10']);
      } else expect(['suppressed', row[2]]).toContain(shown[2]);
      expect(small(shown[2]!)).toBe(false);
    }
    expect(smallCounts).toBeGreaterThan(0);
    // Each shown sum holds no hidden count or at least two, so none comes back by subtraction.
    const hiddenIn = (names: string[]) => names.filter((m) => Number.isNaN(Number(published.get(m)![2]))).length;
    const categories = [...published.keys()].filter((m) => published.get(m)![0] === 'Categories');
    const reasons = [...published.keys()].filter((m) => m.startsWith('Excluded: '));
    for (const sum of [categories, reasons, ['Leavers listed (L)', 'Excluded', 'Target leavers (T)']]) expect(hiddenIn(sum)).not.toBe(1);
    for (const m of categories) if (Number.isNaN(Number(published.get(m)![2]))) expect(published.get(m)![3]).toBe('suppressed');
  });

  test('figures follow the collection’s settings: fewer reasons leaving the target, Option 2, both recomputed from the answers', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const before = (await report(`?collectionId=${open.id}`)).json() as B14Report;
    const record = (await psos.call('GET', `/api/psos/collections/${open.id}`, { user: STATE_USER })).json() as CollectionRecord;
    // Interviews whose W5 Option 2 adds to competitive work, with the hours and wage that make it count.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from psos.interviews i join psos.leavers y on y.id = i.leaver_id
      where y.school_year = ${OPEN_YEAR} and i.category = 'EMP'
        and not (y.verification_status = 'Excluded')
        and exists (select 1 from psos.questionnaire_answers a where a.response_id = i.response_id and a.code = 'W5' and a.value #>> '{}' in ('SELF_EMPLOYED', 'SUPPORTED'))
        and exists (select 1 from psos.questionnaire_answers a where a.response_id = i.response_id and a.code = 'W3' and a.value = 'true'::jsonb)
        and exists (select 1 from psos.questionnaire_answers a where a.response_id = i.response_id and a.code = 'W4' and a.value = 'true'::jsonb)`.execute(
      psos.portal.db,
    );
    const moving = rows[0]!.n;
    expect(moving).toBeGreaterThan(0);

    const changed = await psos.call('PUT', `/api/psos/collections/${open.id}`, {
      user: STATE_USER,
      payload: {
        ...record,
        settings: {
          ...record.settings!,
          targetExclusionReasons: ['DECEASED'],
          competitiveOption: 'OPTION_2',
          competitiveSet: ['INTEGRATED', 'MILITARY', 'SELF_EMPLOYED', 'SUPPORTED'],
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await report(`?collectionId=${open.id}`)).json() as B14Report;
    const c = await counted(OPEN_YEAR, null, ['DECEASED']);
    expect(after).toMatchObject({ L: before.L, X: c.X, T: before.L - c.X });
    expect(after.X).toBe(before.exclusions.DECEASED);
    expect(after.counts.n2).toBe(before.counts.n2 + moving);
    expect(after.counts.n4).toBe(before.counts.n4 - moving);
  });

  test('with public suppression off in the collection’s settings, the public edition holds the exact figures', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const record = (await psos.call('GET', `/api/psos/collections/${open.id}`, { user: STATE_USER })).json() as CollectionRecord;
    const off = await psos.call('PUT', `/api/psos/collections/${open.id}`, {
      user: STATE_USER,
      payload: { ...record, settings: { ...record.settings!, publicSuppression: false } },
    });
    expect(off.statusCode).toBe(200);
    const query = `?collectionId=${open.id}&leaId=${psos.homeLea}&format=csv`;
    expect(await file(`${query}&public=true`, 'csv')).toEqual(await file(query, 'csv'));
  });
});

/** A download through the server, as a browser fetches it: the spreadsheet is streamed. */
async function file(query: string, format: 'csv' | 'xlsx', user = STATE_USER) {
  const { port } = psos.portal.app('psos').server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/psos/reports/b14${query}`, {
    headers: { authorization: `Bearer ${await psos.portal.tokenFor(user)}` },
  });
  expect(res.status).toBe(200);
  return readDownload(new Uint8Array(await res.arrayBuffer()), format);
}

/** A file's rows by their Measure cell. */
const measures = (rows: ReadCell[][]) => new Map(rows.slice(1).map((row) => [String(row[1]), row]));
