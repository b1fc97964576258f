import { sql } from 'kysely';
import { NotificationEventTypes } from '@portal/shared-contracts';
import { receivedEvent } from '@portal/platform/testing';
import {
  COMPETITIVE_SETS,
  DEFAULT_PSOS_SETTINGS,
  PsosMessages as M,
  type CollectionRecord,
  type CollectionSummary,
  type PsosSettings,
} from '@portal/shared-contracts/psos';
import { CLOSED_YEAR, DISTRICT_ADMIN, DISTRICT_USER, DRAFT_YEAR, OPEN_YEAR, STATE_USER, usePsosPortal } from './psos-portal';

// With the worker, which hands the collection's events to the notifications service.
const psos = usePsosPortal({ mail: true });

const move = (id: number, action: string, payload?: unknown, user = STATE_USER) =>
  psos.call('POST', `/api/psos/collections/${id}/${action}`, { user, ...(payload !== undefined ? { payload } : {}) });

describe('collections', () => {
  test('GET api/psos/collections answers one per school year with its status and interview window, newest first', async () => {
    const res = await psos.call('GET', '/api/psos/collections', { user: DISTRICT_USER });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as CollectionSummary[]).map(({ id, schoolYear, status, windowStart, windowEnd }) => ({
      id: typeof id,
      schoolYear,
      status,
      windowStart,
      windowEnd,
    }));
    expect(rows).toEqual([
      { id: 'number', schoolYear: DRAFT_YEAR, status: 'Draft', windowStart: '2027-06-01', windowEnd: '2027-09-30' },
      { id: 'number', schoolYear: OPEN_YEAR, status: 'Open', windowStart: '2026-06-01', windowEnd: '2026-09-30' },
      { id: 'number', schoolYear: CLOSED_YEAR, status: 'Closed', windowStart: '2025-06-01', windowEnd: '2025-09-30' },
    ]);
    expect((res.json() as CollectionSummary[])[1]!.schoolYearLabel).toBe('2024-2025');
    expect((await psos.call('GET', '/api/psos/collections', { user: 'requester@example.org' })).statusCode).toBe(403);
  });

  test('opening copies the state’s settings, raises "PSOS collection opened" through the outbox, and is the state’s to do', async () => {
    const draft = await psos.collection(DRAFT_YEAR);
    expect((await move(draft.id, 'open', undefined, DISTRICT_USER)).statusCode).toBe(403);
    const settings: PsosSettings = {
      ...DEFAULT_PSOS_SETTINGS,
      minimumWage: 12,
      competitiveOption: 'OPTION_2',
      competitiveSet: [...COMPETITIVE_SETS.OPTION_2],
    };
    expect((await psos.call('PUT', '/api/psos/settings', { user: STATE_USER, payload: settings })).statusCode).toBe(200);
    const bad = await psos.call('PUT', '/api/psos/settings', { user: STATE_USER, payload: { ...settings, ageMin: 20, ageMax: 18 } });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, { ageMax: 'Must be at least the youngest age, 20.' }]);

    const opened = await move(draft.id, 'open');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      status: 'Open',
      settings,
      final: false,
      openedAt: expect.any(String),
    } satisfies Partial<CollectionRecord>);
    expect((await receivedEvent(psos.portal, { typeCode: NotificationEventTypes.PsosCollectionOpened })).message).toContain(
      '2025-2026 is open',
    );
    // Later changes to the state's settings leave the open collection's copy alone.
    await psos.call('PUT', '/api/psos/settings', { user: STATE_USER, payload: DEFAULT_PSOS_SETTINGS });
    expect((await psos.call('GET', `/api/psos/collections/${draft.id}`, { user: STATE_USER })).json().settings).toEqual(settings);
    const again = await move(draft.id, 'open');
    expect([again.statusCode, again.json().message]).toEqual([409, M.notDraft]);
  });

  test('a new collection is a Draft with the default window; one per school year; opening needs a published version and an ordered window', async () => {
    const created = await psos.call('POST', '/api/psos/collections', { user: STATE_USER, payload: { schoolYear: 2027 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      schoolYear: 2027,
      status: 'Draft',
      windowStart: '2028-06-01',
      windowEnd: '2028-09-30',
      instrumentVersion: 1,
      settings: null,
    });
    const twice = await psos.call('POST', '/api/psos/collections', { user: STATE_USER, payload: { schoolYear: 2027 } });
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.collectionExists('2026-2027')]);

    const id = created.json().id as number;
    const record = created.json() as CollectionRecord;
    const reversed = await psos.call('PUT', `/api/psos/collections/${id}`, {
      user: STATE_USER,
      payload: { ...record, windowStart: '2028-10-01' },
    });
    expect([reversed.statusCode, reversed.json().errors]).toEqual([400, { windowEnd: M.windowOrder }]);
    const withSettings = await psos.call('PUT', `/api/psos/collections/${id}`, {
      user: STATE_USER,
      payload: { ...record, settings: DEFAULT_PSOS_SETTINGS },
    });
    expect(withSettings.json().errors).toEqual({ settings: M.settingsBeforeOpening });
    const unversioned = await psos.call('PUT', `/api/psos/collections/${id}`, {
      user: STATE_USER,
      payload: { ...record, instrumentVersion: null },
    });
    expect(unversioned.json().instrumentVersion).toBeNull();
    const open = await move(id, 'open');
    expect([open.statusCode, open.json().message]).toEqual([409, M.noPublishedVersion]);
    const unknown = await psos.call('PUT', `/api/psos/collections/${id}`, {
      user: STATE_USER,
      payload: { ...record, instrumentVersion: 9 },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([409, M.versionNotPublished(9)]);
  });

  test('closing makes the collection read-only and its reports Final; reopening needs a reason and makes them Interim', async () => {
    const closed = await psos.collection(CLOSED_YEAR);
    const noReason = await move(closed.id, 'reopen', {});
    expect(noReason.statusCode).toBe(400);
    const reopened = await move(closed.id, 'reopen', { reason: 'Two interviews were typed into the wrong youth.' });
    expect(reopened.json()).toMatchObject({
      status: 'Open',
      final: false,
      closedAt: null,
      reopenReason: 'Two interviews were typed into the wrong youth.',
    });
    const closedAgain = await move(closed.id, 'close');
    expect(closedAgain.json()).toMatchObject({ status: 'Closed', final: true });
    const record = closedAgain.json() as CollectionRecord;
    const edit = await psos.call('PUT', `/api/psos/collections/${closed.id}`, {
      user: STATE_USER,
      payload: { ...record, windowEnd: '2025-10-31' },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, M.closed]);
    const history = await psos.db
      .selectFrom('history')
      .select(['action', 'reason'])
      .where('entity_type', '=', 'collection')
      .where('entity_id', '=', String(closed.id))
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'reopened', reason: 'Two interviews were typed into the wrong youth.' },
      { action: 'closed', reason: null },
    ]);
  });

  test('the version is fixed once an interview exists', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const record = (await psos.call('GET', `/api/psos/collections/${open.id}`, { user: STATE_USER })).json() as CollectionRecord;
    expect(record.hasInterviews).toBe(true);
    const res = await psos.call('PUT', `/api/psos/collections/${open.id}`, {
      user: STATE_USER,
      payload: { ...record, instrumentVersion: 2 },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, M.versionLocked]);
  });
});

describe('vendors and assignments', () => {
  test('the state adds a vendor, assigns it an LEA and gives a user to it; an inactive vendor takes no work', async () => {
    const vendor = await psos.call('POST', '/api/psos/vendors', {
      user: STATE_USER,
      payload: { name: 'Northern Lights Surveys', active: true },
    });
    expect(vendor.json()).toMatchObject({ name: 'Northern Lights Surveys', active: true, users: 0 });
    const taken = await psos.call('POST', '/api/psos/vendors', {
      user: STATE_USER,
      payload: { name: 'northern lights surveys', active: true },
    });
    expect([taken.statusCode, taken.json().errors]).toEqual([409, { name: M.vendorNameTaken }]);
    const open = await psos.collection(OPEN_YEAR);
    const assign = (vendorId: number | null) =>
      psos.call('PUT', `/api/psos/collections/${open.id}/leas/${psos.homeLea}/assignment`, { user: STATE_USER, payload: { vendorId } });
    expect((await assign(vendor.json().id)).statusCode).toBe(204);
    const leas = (await psos.call('GET', `/api/psos/collections/${open.id}/leas`, { user: STATE_USER })).json() as {
      leaId: number;
      vendorName: string | null;
    }[];
    expect(leas.find((l) => l.leaId === psos.homeLea)).toMatchObject({ assignment: 'Vendor', vendorName: 'Northern Lights Surveys' });

    const inactive = (await psos.call('GET', '/api/psos/vendors', { user: STATE_USER })).json().find((v: { active: boolean }) => !v.active);
    const refused = await assign(inactive.id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.vendorInactive]);
    expect((await assign(null)).statusCode).toBe(204);

    const districtUser = await psos.portal.db
      .selectFrom('directory.users')
      .select('id')
      .where('email', '=', DISTRICT_USER)
      .executeTakeFirstOrThrow();
    expect(
      (await psos.call('PUT', `/api/psos/vendor-users/${districtUser.id}`, { user: STATE_USER, payload: { vendorId: vendor.json().id } }))
        .statusCode,
    ).toBe(403);
    const set = await psos.call('PUT', `/api/psos/vendor-users/${districtUser.id}`, {
      user: 'siteadmin@example.org',
      payload: { vendorId: vendor.json().id },
    });
    expect(set.statusCode).toBe(204);
    expect((await psos.call('GET', `/api/psos/vendors/${vendor.json().id}/users`, { user: STATE_USER })).json()).toEqual([
      { userId: districtUser.id, fullName: 'Casey Districtuser', email: DISTRICT_USER, vendorId: vendor.json().id },
    ]);
    // Working for a vendor, the user now sees only the vendor's youth: none, as the vendor has no LEA.
    expect((await psos.call('GET', `/api/psos/youth?leaId=${psos.homeLea}`)).json().totalCount).toBe(0);
    await psos.call('PUT', `/api/psos/vendor-users/${districtUser.id}`, { user: 'siteadmin@example.org', payload: { vendorId: null } });
    expect((await psos.call('GET', `/api/psos/youth?leaId=${psos.homeLea}`)).json().totalCount).toBeGreaterThan(0);
  });
});

describe('POST api/psos/collections/{id}/leas/{leaId}/reset', () => {
  test('a district admin resets their LEA of the Open collection: its records go to the archive, the list is Not started, other LEAs stay', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const url = `/api/psos/collections/${open.id}/leas/${psos.homeLea}/reset`;
    const figures = async (leaId: number | null) => {
      const { rows } = await sql<{ youth: number; attempts: number; interviews: number; answers: number }>`
        select count(distinct y.id)::int as youth, count(distinct a.id)::int as attempts, count(distinct i.leaver_id)::int as interviews,
          (select count(*)::int from psos.questionnaire_answers) as answers
        from psos.leavers y left join psos.contact_attempts a on a.leaver_id = y.id left join psos.interviews i on i.leaver_id = y.id
        where y.school_year = ${OPEN_YEAR} and (${leaId}::int is null or y.lea_id = ${leaId}::int)`.execute(psos.portal.db);
      return rows[0]!;
    };
    const home = await figures(psos.homeLea);
    const everywhere = await figures(null);
    expect(home.interviews).toBeGreaterThan(0);
    const linked = await psos.db
      .selectFrom('leavers')
      .select('id')
      .where('school_year', '=', OPEN_YEAR)
      .where('lea_id', '=', psos.homeLea)
      .where('verification_status', '<>', 'Excluded')
      .where('survey_status', '<>', 'Completed')
      .executeTakeFirstOrThrow();
    expect((await psos.call('POST', `/api/psos/youth/${linked.id}/link`, { user: STATE_USER })).statusCode).toBe(201);

    expect((await psos.call('POST', url, { user: DISTRICT_USER, payload: { leaCode: '01-1000', reason: 'Wrong file' } })).statusCode).toBe(
      403,
    );
    const mistyped = await psos.call('POST', url, { user: DISTRICT_ADMIN, payload: { leaCode: '01-1001', reason: 'Wrong file' } });
    expect([mistyped.statusCode, mistyped.json().errors]).toEqual([400, { leaCode: M.resetLeaCode }]);
    const other = await psos.portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('lea_code', '=', '02-1007')
      .executeTakeFirstOrThrow();
    expect(
      (
        await psos.call('POST', `/api/psos/collections/${open.id}/leas/${other.id}/reset`, {
          user: DISTRICT_ADMIN,
          payload: { leaCode: '02-1007', reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);

    const res = await psos.call('POST', url, {
      user: DISTRICT_ADMIN,
      payload: { leaCode: '01-1000', reason: 'We loaded last year’s leavers.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      collectionId: open.id,
      leaId: psos.homeLea,
      removed: { youth: home.youth, attempts: home.attempts, interviews: home.interviews, links: 1 },
    });
    expect(await psos.db.selectFrom('survey_links').select('leaver_id').where('leaver_id', '=', linked.id).execute()).toEqual([]);
    expect(await figures(psos.homeLea)).toMatchObject({ youth: 0, attempts: 0, interviews: 0 });
    const rest = await figures(null);
    expect(rest).toMatchObject({
      youth: everywhere.youth - home.youth,
      attempts: everywhere.attempts - home.attempts,
      interviews: everywhere.interviews - home.interviews,
    });
    expect(rest.answers).toBeLessThan(everywhere.answers);
    const list = await psos.db
      .selectFrom('student_lists')
      .select('status')
      .where('school_year', '=', OPEN_YEAR)
      .where('lea_id', '=', psos.homeLea)
      .executeTakeFirstOrThrow();
    expect(list.status).toBe('NotStarted');
    const archive = await psos.db.selectFrom('reset_archive').select(['reason', 'counts', 'removed']).executeTakeFirstOrThrow();
    expect(archive.reason).toBe('We loaded last year’s leavers.');
    expect(archive.counts).toEqual({ youth: home.youth, attempts: home.attempts, interviews: home.interviews, links: 1 });
    expect((archive.removed.youth as unknown[]).length).toBe(home.youth);

    // The demo's Draft was opened above; the Closed one is read-only.
    const closed = await psos.collection(CLOSED_YEAR);
    const notOpen = await psos.call('POST', `/api/psos/collections/${closed.id}/leas/${psos.homeLea}/reset`, {
      user: DISTRICT_ADMIN,
      payload: { leaCode: '01-1000', reason: 'x' },
    });
    expect([notOpen.statusCode, notOpen.json().message]).toEqual([409, M.notOpen]);
  });
});
