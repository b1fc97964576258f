import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { readDownload } from '@portal/service-kit/testing';
import { sortedAsAsked, type Actor } from '@portal/service-kit';
import {
  incidentListColumns,
  RestraintMessages,
  RestraintPermissions as R,
  type IncidentHistory,
  type IncidentPage,
  type IncidentRecord,
} from '@portal/shared-contracts/restraint';
import { findIncident, viewTierOf } from '../src/incidents/access';
import { afterIncidentChange, type IncidentChangeHook } from '../src/incidents/hooks';
import { incidentListQuery, incidentListSpec, listItemFor } from '../src/incidents/incident-list';
import { readIncidentRecord } from '../src/incidents/incident-read';
import { saveIncident } from '../src/incidents/incident-save';
import { DISTRICT_ADMIN, DISTRICT_USER, REQUESTER, STATE_USER, useRestraintPortal } from './restraint-portal';

const rai = useRestraintPortal();

const create = async (over = {}, user = DISTRICT_USER) =>
  rai.call('POST', '/api/restraint/incidents', { user, payload: rai.incident(over) });
const created = async (over = {}) => {
  const res = await create(over);
  expect(res.statusCode).toBe(201);
  return res.json<IncidentRecord>();
};
const historyOf = async (id: number, user = DISTRICT_USER) =>
  (await rai.call('GET', `/api/restraint/incidents/${id}/history`, { user })).json<IncidentHistory>().items;

/** A caller as domain code sees one, without going through a token: for tiers and private schools no demo role has. */
const actor = (over: Partial<Actor>): Actor => ({
  userId: 990001,
  userName: 'Test Actor',
  sessionId: null,
  ip: '127.0.0.1',
  leaIds: [],
  allLeas: false,
  permissions: [R.Access, R.ViolationListView, R.ViolationView],
  ...over,
});

describe('POST /api/restraint/incidents', () => {
  test('adds a Draft numbered RAI-{YY}-{00000} for the school year ending 2026, with its history', async () => {
    const incident = await created();
    expect(incident).toMatchObject({
      number: expect.stringMatching(/^RAI-26-\d{5}$/),
      status: 'Draft',
      leaId: rai.homeLea,
      schoolId: rai.homeSchool,
      schoolYear: 2026,
      version: 1,
      tier: 'details',
      violations: [],
      flags: [],
      deadlines: [],
      followUps: [],
    });
    expect(incident.students[0]).toMatchObject({
      firstName: 'Robin',
      interventions: [{ type: 'PHYSICAL', durationMinutes: 7, emergency: false }],
    });
    expect(incident.staff[0]).toMatchObject({ staffId: 'E100', trainingCurrent: true });
    expect((await rai.call('GET', `/api/restraint/incidents/${incident.id}`)).statusCode).toBe(200);
    const disclosures = await rai.db
      .selectFrom('disclosures')
      .select(['route', 'kind', 'record_type', 'lea_id', 'state_student_ids'])
      .where('route', '=', 'GET /api/restraint/incidents/:id')
      .orderBy('id', 'desc')
      .execute();
    expect(disclosures[0]).toEqual({
      route: 'GET /api/restraint/incidents/:id',
      kind: 'record',
      record_type: 'restraint-incident',
      lea_id: rai.homeLea,
      state_student_ids: [incident.students[0]!.stateStudentId],
    });
    const audit = await rai.db
      .selectFrom('audit_events')
      .select(['event', 'lea_id', 'details'])
      .where('entity_type', '=', 'restraint-incident')
      .where('entity_id', '=', String(incident.id))
      .execute();
    expect(audit).toEqual([
      { event: 'incident-created', lea_id: rai.homeLea, details: { fields: expect.arrayContaining(['localIncidentId']) } },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Robin');
    const history = await historyOf(incident.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', userName: expect.any(String) });
    expect(history[0]!.changes.localIncidentId).toEqual({ from: null, to: incident.localIncidentId });
  });

  test('numbers follow one another and a second incident with the same local id is refused', async () => {
    const first = await created();
    const second = await created();
    expect(Number(second.number.slice(-5))).toBe(Number(first.number.slice(-5)) + 1);
    const again = await create({ localIncidentId: first.localIncidentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ localIncidentId: RestraintMessages.duplicateLocalId });
  });

  test('names each bad field in the spec’s words and writes nothing', async () => {
    const payload = rai.incident({ incidentDate: '2099-01-01', discoveredDate: 'not a date' });
    const res = await rai.call('POST', '/api/restraint/incidents', { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ discoveredDate: 'Invalid date format.' });
    const future = await create({ incidentDate: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toMatchObject({ incidentDate: 'No future dates allowed.' });
    const none = await rai.db
      .selectFrom('incidents')
      .select('id')
      .where('incident_date', '=', '2099-01-01' as never)
      .execute();
    expect(none).toEqual([]);
  });

  test('refuses an incident in an LEA the user does not work in, and a school of another LEA', async () => {
    expect((await create({ leaId: rai.otherLea, schoolId: rai.otherSchool })).statusCode).toBe(403);
    const wrongSchool = await create({ schoolId: rai.otherSchool });
    expect(wrongSchool.statusCode).toBe(400);
    expect(wrongSchool.json().errors).toEqual({ schoolId: RestraintMessages.unknownSchool });
    expect((await create({}, REQUESTER)).statusCode).toBe(403);
  });
});

describe('GET /api/restraint/incidents', () => {
  test('finds an incident by number or local id across years, in the answer shape of the issue', async () => {
    const incident = await created();
    for (const search of [incident.number, incident.localIncidentId]) {
      const page = (
        await rai.call('GET', `/api/restraint/incidents?search=${encodeURIComponent(search)}`, { schoolYear: 2024 })
      ).json<IncidentPage>();
      expect(page.totalCount).toBe(1);
      expect(page.items[0]).toMatchObject({
        id: incident.id,
        number: incident.number,
        localIncidentId: incident.localIncidentId,
        status: 'Draft',
        leaId: rai.homeLea,
        schoolId: rai.homeSchool,
        incidentDate: '2025-09-10',
        students: [{ stateStudentId: incident.students[0]!.stateStudentId, name: 'Testpupil, Robin' }],
        interventionTypes: ['PHYSICAL'],
      });
    }
  });

  test("shows a local user only their LEA's incidents, and a state user every LEA's", async () => {
    const state = actor({ allLeas: true, permissions: [R.Access, R.ViolationCreate] });
    const { id, number } = await rai.db
      .transaction()
      .execute((trx) =>
        saveIncident(trx, state, rai.incident({ leaId: rai.otherLea, schoolId: rai.otherSchool }), { timeZone: 'America/Los_Angeles' }),
      );
    expect((await rai.call('GET', `/api/restraint/incidents?search=${number}`)).json<IncidentPage>().totalCount).toBe(0);
    expect((await rai.call('GET', `/api/restraint/incidents/${id}`)).statusCode).toBe(404);
    expect((await rai.call('GET', `/api/restraint/incidents?search=${number}`, { user: STATE_USER })).json<IncidentPage>().totalCount).toBe(
      1,
    );
    const page = (await rai.call('GET', '/api/restraint/incidents?pageSize=100')).json<IncidentPage>();
    expect(page.items.every((item) => item.leaId === rai.homeLea && item.schoolYear === 2026)).toBe(true);
  });

  test('a search that is a number or local id, in any case, finds that incident alone; a part of one, every incident holding it', async () => {
    const stem = `S-${process.pid}-${Date.now()}`;
    const exact = await created({ localIncidentId: stem });
    const longer = await created({ localIncidentId: `${stem}0` });
    const idsFound = async (search: string) =>
      (await rai.call('GET', `/api/restraint/incidents?search=${encodeURIComponent(search)}`)).json<IncidentPage>().items.map((i) => i.id);
    expect(await idsFound(stem.toLowerCase())).toEqual([exact.id]);
    expect(await idsFound(exact.number.toLowerCase())).toEqual([exact.id]);
    expect((await idsFound(stem.slice(1))).sort()).toEqual([exact.id, longer.id].sort());
  });

  const planOf = (query: { explain(): Promise<Record<string, unknown>[]> }) =>
    query.explain().then((rows) => rows.map((row) => Object.values(row).join('')).join('\n'));

  test('an exact search reads the btrees on the lowercased number and local id; a part of one, their trigram indexes', async () => {
    const state = actor({ allLeas: true });
    const plans = await rai.db.transaction().execute(async (trx) => {
      // At the seed's few thousand incidents reading them all is cheaper; without that, only a plan the query's shape allows is left.
      for (const setting of ['enable_seqscan', 'enable_indexscan']) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
      const { number } = await trx.selectFrom('incidents').select('incident_number as number').orderBy('id').executeTakeFirstOrThrow();
      return {
        exact: await planOf(await incidentListQuery(trx, state, { search: number.toLowerCase() }, undefined)),
        part: await planOf(await incidentListQuery(trx, state, { search: 'AI-26-0123' }, undefined)),
      };
    });
    expect(plans.exact).toMatch(/Bitmap Index Scan on incidents_number_lower\s[^\n]*\n\s+Index Cond: \(lower\(incident_number\) = /);
    expect(plans.exact).toMatch(/Bitmap Index Scan on incidents_local_id_lower\s[^\n]*\n\s+Index Cond: \(lower\(local_incident_id\) = /);
    expect(plans.exact).not.toMatch(/trgm/);
    expect(plans.part).toMatch(/Bitmap Index Scan on incidents_number_lower_trgm[^\n]*\n\s+Index Cond: \(lower\(incident_number\) ~~ /);
    expect(plans.part).toMatch(/Bitmap Index Scan on incidents_local_id_lower_trgm[^\n]*\n\s+Index Cond: \(lower\(local_incident_id\) ~~ /);
  });

  test("an import's look-up of local ids by equality cannot read a trigram index (18 s a thousand ids at 90,000 incidents)", async () => {
    const plan = await rai.db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
      const ids = Array.from({ length: 1000 }, (_, n) => `G1AB-${String(n).padStart(6, '0')}`);
      return planOf(trx.selectFrom('incidents').select('id').where('local_incident_id', 'in', ids));
    });
    expect(plan).toMatch(/incidents_local_(incident_)?id\b/);
    expect(plan).not.toMatch(/trgm/);
  });

  test('the pages sorted by school, read school by school, are those of a sort of every incident', async () => {
    const state = actor({ allLeas: true });
    for (const sortDirection of ['asc', 'desc'] as const) {
      const params = { sortField: 'schoolName', sortDirection, pageSize: 25 };
      const all = await sortedAsAsked(await incidentListQuery(rai.db, state, {}, 2026), params, incidentListSpec).execute();
      expect(all.length).toBeGreaterThan(100);
      const last = Math.ceil(all.length / 25);
      for (const pageNumber of [1, 2, Math.ceil(last / 2), last]) {
        const res = await rai.call(
          'GET',
          `/api/restraint/incidents?sortField=schoolName&sortDirection=${sortDirection}&pageSize=25&pageNumber=${pageNumber}`,
          {
            user: STATE_USER,
            schoolYear: 2026,
          },
        );
        const page = res.json<IncidentPage>();
        expect(page.totalCount).toBe(all.length);
        expect(page.items.map((i) => i.id)).toEqual(all.slice((pageNumber - 1) * 25, pageNumber * 25).map((i) => i.id));
      }
    }
  });

  test("the count of a year's incidents reads one index alone: no table, no directory", async () => {
    const state = actor({ allLeas: true });
    const plan = await rai.db.transaction().execute(async (trx) => {
      // A few thousand incidents, never vacuumed: the table or a bitmap is cheaper here; without them, only what the query's shape allows.
      for (const setting of ['enable_seqscan', 'enable_bitmapscan']) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
      // The count as the list's page asks for it (the kit's fetchPage).
      const count = (await incidentListQuery(trx, state, {}, 2026))
        .clearSelect()
        .clearOrderBy()
        .select(sql<string>`count(*)`.as('total'));
      return (await count.explain()).map((row) => Object.values(row).join('')).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using incidents_year_places on incidents i[^\n]*\n\s+Index Cond: \(school_year = 2026\)/);
    expect(plan).not.toMatch(/leas|schools/);
  });

  test("the first page of a year reads its rows in order from the year's index and joins nothing over the whole year", async () => {
    const state = actor({ allLeas: true });
    const plan = await rai.db.transaction().execute(async (trx) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan']) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
      const page = sortedAsAsked(await incidentListQuery(trx, state, {}, 2026), {}, incidentListSpec).limit(25);
      return (await page.explain()).map((row) => Object.values(row).join('')).join('\n');
    });
    expect(plan).toMatch(/^Limit[^\n]*\n\s+->\s+Index Scan using incidents_year_date on incidents i/);
  });

  test.each(['csv', 'xlsx'] as const)(
    'downloads the filtered list as %s with the columns of the table, recording the export',
    async (format) => {
      const incident = await created();
      const { port } = rai.portal.app('restraint').server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/restraint/incidents?search=${incident.number}&format=${format}`, {
        headers: { authorization: `Bearer ${await rai.portal.tokenFor(DISTRICT_USER)}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`filename="restraint-incidents.${format}"`);
      const [header, ...rows] = await readDownload(new Uint8Array(await res.arrayBuffer()), format);
      expect(header).toEqual(incidentListColumns.map((column) => column.header));
      expect(rows).toHaveLength(1);
      expect(rows[0]![0]).toBe(incident.number);
      const [entry] = await rai.db
        .selectFrom('disclosures')
        .select(['kind', 'state_student_ids'])
        .where('kind', '=', 'export')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(entry).toEqual({ kind: 'export', state_student_ids: [incident.students[0]!.stateStudentId] });
    },
  );
});

describe('view tiers', () => {
  test('without view details the list masks names and the record hides identity, narratives, staff and injuries', async () => {
    const incident = await created({
      injuries: [{ person: 'STAFF', stateStudentId: null, name: 'Pat Teacher', description: 'Scratch', treatment: null }],
    });
    const viewer = actor({ leaIds: [rai.homeLea] });
    expect(viewTierOf(viewer)).toBe('summary');
    const [row] = await (await incidentListQuery(rai.db, viewer, { search: incident.number }, undefined)).execute();
    expect(listItemFor('summary')(row!).students[0]!.name).toBe('R*** T***');
    const summary = await readIncidentRecord(rai.db, (await findIncident(rai.db, viewer, incident.id)).id, viewTierOf(viewer));
    expect(summary).toMatchObject({ tier: 'summary', behavior: null, staff: [], injuries: [], number: incident.number });
    expect(summary.students[0]).toMatchObject({
      firstName: null,
      lastName: null,
      birthDate: null,
      stateStudentId: incident.students[0]!.stateStudentId,
    });
    expect(summary.students[0]!.interventions).toHaveLength(1);
  });
});

describe('PUT /api/restraint/incidents/{id}', () => {
  test('changes the record with the version read, keeps ids, and keeps old and new values in the history', async () => {
    const incident = await created();
    const { id, version, ...body } = incident;
    const update = { ...body, version, location: 'Gym', students: [{ ...body.students[0]!, lastName: 'Renamed' }] };
    const res = await rai.call('PUT', `/api/restraint/incidents/${id}`, { payload: update });
    expect(res.statusCode).toBe(200);
    const after = res.json<IncidentRecord>();
    expect(after).toMatchObject({ version: 2, location: 'Gym' });
    expect(after.students[0]!.id).toBe(incident.students[0]!.id);
    expect(after.students[0]!.interventions[0]!.id).toBe(incident.students[0]!.interventions[0]!.id);
    const [latest] = await historyOf(id);
    expect(latest).toMatchObject({ action: 'updated' });
    expect(latest!.changes).toEqual({
      location: { from: 'Classroom', to: 'Gym' },
      [`students.${incident.students[0]!.stateStudentId}.lastName`]: { from: 'Testpupil', to: 'Renamed' },
    });

    const stale = await rai.call('PUT', `/api/restraint/incidents/${id}`, { payload: { ...update, location: 'Bus' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(RestraintMessages.staleVersion);
  });

  test('takes back the record as it was read and changes nothing', async () => {
    const incident = await created();
    const res = await rai.call('PUT', `/api/restraint/incidents/${incident.id}`, { payload: incident });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(incident);
    expect(await historyOf(incident.id)).toHaveLength(1);
  });
});

describe('finalize and reopen', () => {
  test('the district admin finalizes once complete; the record locks; the state reopens with a reason shown to the LEA', async () => {
    const base = rai.incident();
    const student = base.students[0]!;
    const incomplete = (
      await rai.call('POST', '/api/restraint/incidents', {
        payload: { ...base, students: [{ ...student, interventions: [{ ...student.interventions[0]!, emergency: null }] }] },
      })
    ).json<IncidentRecord>();
    const refused = await rai.call('POST', `/api/restraint/incidents/${incomplete.id}/finalize`, { user: DISTRICT_ADMIN, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'students.0.interventions.0.emergency': 'Field is required.' });

    const incident = await created();
    expect((await rai.call('POST', `/api/restraint/incidents/${incident.id}/finalize`, { payload: {} })).statusCode).toBe(403);
    const finalized = await rai.call('POST', `/api/restraint/incidents/${incident.id}/finalize`, {
      user: DISTRICT_ADMIN,
      payload: { version: incident.version },
    });
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ status: 'Finalized', version: 2, finalizedAt: expect.any(String) });

    const { id: _id, ...body } = finalized.json<IncidentRecord>();
    const locked = await rai.call('PUT', `/api/restraint/incidents/${incident.id}`, { payload: { ...body, location: 'Bus' } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(RestraintMessages.finalizedLocked);

    expect(
      (await rai.call('POST', `/api/restraint/incidents/${incident.id}/reopen`, { user: DISTRICT_ADMIN, payload: { reason: 'x' } }))
        .statusCode,
    ).toBe(403);
    const reopened = await rai.call('POST', `/api/restraint/incidents/${incident.id}/reopen`, {
      user: STATE_USER,
      payload: { reason: 'Wrong student entered' },
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'Draft', finalizedAt: null, reopenReason: 'Wrong student entered', version: 3 });
    expect((await historyOf(incident.id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['reopened', 'Wrong student entered'],
      ['finalized', null],
      ['created', null],
    ]);
  });

  test('the afterIncidentChange hooks run inside the finalize transaction: a failing one leaves the incident a Draft', async () => {
    const incident = await created();
    const seen: [number, string][] = [];
    const hook: IncidentChangeHook = async (trx, incidentIds, by, change) => {
      for (const incidentId of incidentIds) {
        const row = await trx.selectFrom('incidents').select('status').where('id', '=', incidentId).executeTakeFirstOrThrow();
        seen.push([incidentId, `${change}:${row.status}:${by.userName}`]);
      }
      throw new Error('rule run failed');
    };
    afterIncidentChange.push(hook);
    try {
      const res = await rai.call('POST', `/api/restraint/incidents/${incident.id}/finalize`, { user: DISTRICT_ADMIN, payload: {} });
      expect(res.statusCode).toBe(500);
    } finally {
      afterIncidentChange.splice(afterIncidentChange.indexOf(hook), 1);
    }
    expect(seen).toEqual([[incident.id, expect.stringMatching(/^finalized:Finalized:/)]]);
    const after = (await rai.call('GET', `/api/restraint/incidents/${incident.id}`)).json<IncidentRecord>();
    expect(after).toMatchObject({ status: 'Draft', version: 1 });
  });
});

describe('private schools', () => {
  test("a private school's assigned user enters its incidents, under the state-level district, and only they and the state see them", async () => {
    const { id: schoolId } = await rai.db
      .insertInto('private_schools')
      .values({ code: `PS${process.pid}`, name: 'Sierra Private Academy' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = actor({ permissions: [R.Access, R.ViolationListView, R.ViolationView, R.ViolationCreate, R.PrivateSchoolDataEntry] });
    await rai.db.insertInto('private_school_users').values({ private_school_id: schoolId, user_id: entry.userId }).execute();
    const fields = rai.incident({ leaId: null, schoolId: null, privateSchoolId: schoolId });
    const saved = await rai.db.transaction().execute((trx) => saveIncident(trx, entry, fields, { timeZone: 'America/Los_Angeles' }));
    const record = await readIncidentRecord(rai.db, saved.id, 'details');
    const stateLea = await rai.portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('is_nde_level_district', '=', true)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      privateSchoolId: schoolId,
      privateSchoolName: 'Sierra Private Academy',
      schoolId: null,
      leaId: stateLea.id,
    });

    const stranger = actor({ userId: 990002, permissions: entry.permissions });
    await expect(findIncident(rai.db, stranger, saved.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      rai.db.transaction().execute((trx) =>
        saveIncident(trx, stranger, rai.incident({ leaId: null, schoolId: null, privateSchoolId: schoolId }), {
          timeZone: 'America/Los_Angeles',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 403 });
    const entryOnly = actor({ userId: entry.userId, leaIds: [rai.homeLea], permissions: [R.Access, R.PrivateSchoolDataEntry] });
    const write = (fields: ReturnType<typeof rai.incident>) =>
      rai.db.transaction().execute((trx) => saveIncident(trx, entryOnly, fields, { timeZone: 'America/Los_Angeles' }));
    await expect(write(rai.incident())).rejects.toMatchObject({ statusCode: 403 });
    await expect(write(rai.incident({ leaId: null, schoolId: null, privateSchoolId: schoolId }))).resolves.toMatchObject({ created: true });
    expect((await rai.call('GET', `/api/restraint/incidents/${saved.id}`, { user: STATE_USER })).statusCode).toBe(200);
    expect((await rai.call('GET', `/api/restraint/incidents/${saved.id}`)).statusCode).toBe(404);
  });
});

describe('private school setup', () => {
  test('the state admin adds a private school and assigns its users; others may not', async () => {
    const admin = 'siteadmin@example.org';
    const code = `ps-${process.pid}`;
    const res = await rai.call('POST', '/api/restraint/private-schools', { user: admin, payload: { code, name: 'Washoe Valley School' } });
    expect(res.statusCode).toBe(201);
    const school = res.json<{ id: number; code: string }>();
    expect(school.code).toBe(code.toUpperCase());
    const again = await rai.call('POST', '/api/restraint/private-schools', { user: admin, payload: { code, name: 'Other' } });
    expect(again.statusCode).toBe(409);

    const users = `/api/restraint/private-schools/${school.id}/users`;
    expect((await rai.call('PUT', users, { user: admin, payload: { userIds: [990003, 990001] } })).json()).toEqual({
      userIds: [990001, 990003],
    });
    expect((await rai.call('GET', users, { user: admin })).json()).toEqual({ userIds: [990001, 990003] });
    expect((await rai.call('PUT', users, { payload: { userIds: [] } })).statusCode).toBe(403);
    expect(
      (await rai.call('PUT', '/api/restraint/private-schools/999999/users', { user: admin, payload: { userIds: [] } })).statusCode,
    ).toBe(404);
  }, 60_000);
});
