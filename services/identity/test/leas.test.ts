import { FieldMessages, maxLengthMessage, type LeaSummary } from '@portal/shared-contracts';
import {
  leaListColumns,
  leaUserColumns,
  LeaMessages,
  type LeaCreate,
  type LeaDetail,
  type LeaPage,
  type LeaUserPage,
} from '@portal/shared-contracts/admin';
import { readDownload } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal, type TestRequest, type TestResponse } from '@portal/platform/testing';
import { MANAGERS, auditOf, callAs, expectOnlyManagersMay, leaIdOf, userIdOf } from './directory-admin-callers';

let portal: TestPortal;
let adams: number;
let stateLevel: number;
beforeAll(async () => {
  portal = await startTestPortal();
  adams = await leaIdOf(portal, '01-1000');
  stateLevel = await leaIdOf(portal, '00-0000');
}, 120_000);
afterAll(() => portal?.close());

const admin = 'stateadmin@example.org';
const asAdmin = (request: TestRequest) => callAs(portal, admin, request);
const get = (url: string) => asAdmin({ method: 'GET', url });

async function list(query = ''): Promise<LeaPage> {
  const res = await get(`/api/leas${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const newLea = (overrides: Partial<LeaCreate> = {}): LeaCreate => ({
  name: 'Prairie View Public Schools',
  leaCode: '77-7001',
  externalDistrictId: 'D77001',
  contactEmail: 'sped@prairieview.example.org',
  streetAddress: '1 School Road',
  city: 'Prairie View',
  zip: '68999',
  county: 'Prairie',
  isIncludedInCharterGroup: false,
  isNdeLevelDistrict: false,
  isStateSponsoredCharterAuthority: false,
  leaContacts: [
    { name: 'Dana Director', title: 'Special Education Director', email: 'dana@prairieview.example.org', phone: '(402) 555-0100 x12' },
  ],
  schoolYearKeys: [2027, 2026],
  ...overrides,
});

async function create(body: LeaCreate): Promise<LeaDetail> {
  const res = await asAdmin({ method: 'POST', url: '/api/leas', payload: body });
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json();
}

const leaCount = async () =>
  Number(
    (
      await portal.db
        .selectFrom('identity.leas')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may call', () => {
  test('every Manage LEAs call needs App.leas.manage: the state and site admins', async () => {
    const calls: TestRequest[] = [
      { method: 'GET', url: '/api/leas' },
      { method: 'GET', url: '/api/leas?format=csv' },
      { method: 'GET', url: '/api/leas/nousers' },
      { method: 'GET', url: `/api/leas/${adams}` },
      { method: 'GET', url: `/api/leas/${adams}/users` },
      { method: 'GET', url: `/api/leas/${adams}/users?format=csv` },
      { method: 'GET', url: `/api/leas/schools/${adams}` },
    ];
    for (const request of calls) {
      await expectOnlyManagersMay(portal, request);
      for (const email of MANAGERS)
        expect([request.url, email, (await callAs(portal, email, request)).statusCode]).toEqual([request.url, email, 200]);
    }
  });

  test('the changes are refused to everyone else before anything is saved, and each manager may make them', async () => {
    const before = await leaCount();
    await expectOnlyManagersMay(portal, { method: 'POST', url: '/api/leas', payload: newLea({ leaCode: 'NOPE-1' }) });
    await expectOnlyManagersMay(portal, { method: 'PUT', url: '/api/leas', payload: { id: adams, ...newLea({ leaCode: '01-1000' }) } });
    await expectOnlyManagersMay(portal, { method: 'DELETE', url: `/api/leas/${adams}` });
    expect(await leaCount()).toBe(before);
    expect((await get(`/api/leas/${adams}`)).json()).toMatchObject({ name: 'Adams Public Schools' });

    for (const [i, email] of MANAGERS.entries()) {
      const created = await callAs(portal, email, {
        method: 'POST',
        url: '/api/leas',
        payload: newLea({ name: `Managed ${i}`, leaCode: `MG-${i}` }),
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect(
        (
          await callAs(portal, email, {
            method: 'PUT',
            url: '/api/leas',
            payload: { id, ...newLea({ name: `Managed ${i} again`, leaCode: `MG-${i}` }) },
          })
        ).statusCode,
      ).toBe(200);
      expect((await callAs(portal, email, { method: 'DELETE', url: `/api/leas/${id}` })).statusCode).toBe(204);
    }
  });

  test("the LEA picker's call is not taken for an LEA id: every signed-in user still gets their LEAs", async () => {
    const res = await callAs(portal, 'districtuser@example.org', { method: 'GET', url: '/api/leas/users' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: LeaSummary) => l.leaCode)).toEqual(['01-1000']);
  });
});

describe('GET api/leas', () => {
  test('pages the LEAs by name, each with its group, flags and how many schools and users it has', async () => {
    const page = await list('?pageSize=25');
    expect(page).toMatchObject({ totalCount: 26, pageNumber: 1, pageSize: 25 });
    expect(page.items).toHaveLength(25);
    expect(page.items[0]).toEqual({
      id: adams,
      name: 'Adams Public Schools',
      leaCode: '01-1000',
      group: 'Districts',
      externalDistrictId: 'D00001',
      city: 'Adams City',
      county: 'Adams',
      contactEmail: 'sped@011000.example.org',
      isIncludedInCharterGroup: false,
      isNdeLevelDistrict: false,
      isStateSponsoredCharterAuthority: false,
      schoolCount: 3,
      userCount: 2,
    });
    expect((await list('?pageNumber=2')).items).toHaveLength(1);
  });

  test('filters by the Districts and Charters groups and by the state-level and authority flags', async () => {
    const charters = await list('?group=Charters');
    expect(charters.totalCount).toBe(5);
    expect(charters.items.every((l) => l.group === 'Charters' && l.isIncludedInCharterGroup)).toBe(true);
    expect((await list('?group=Districts')).totalCount).toBe(21);
    expect((await list('?isNdeLevelDistrict=true')).items.map((l) => [l.name, l.userCount, l.schoolCount])).toEqual([
      ['State Department of Education', 3, 0],
    ]);
    expect((await list('?isStateSponsoredCharterAuthority=true&group=Charters')).items.map((l) => l.name)).toEqual([
      'Prairie Wind Charter Academy',
      'Sandhills Virtual Charter',
      'Twin Rivers Arts Charter',
    ]);
  });

  test('searches name and code in any case, and sorts by the field asked for', async () => {
    expect((await list('?search=wayne')).items.map((l) => l.name)).toEqual(['Wayne Public Schools']);
    expect((await list('?search=90-900')).totalCount).toBe(5);
    expect((await list('?search=%25')).totalCount).toBe(0);
    expect((await list('?sortField=name&sortDirection=desc&pageSize=2')).items.map((l) => l.name)).toEqual([
      'Wayne Public Schools',
      'Valley Public Schools',
    ]);
    expect((await list('?sortField=userCount&sortDirection=desc&pageSize=2')).items.map((l) => l.userCount)).toEqual([3, 2]);
    expect((await list('?sortField=leaCode&pageSize=1')).items[0]?.leaCode).toBe('00-0000');
  });

  test('refuses a sort field or filter it does not know', async () => {
    expect((await get('/api/leas?sortField=password')).statusCode).toBe(400);
    expect((await get('/api/leas?group=Everything')).statusCode).toBe(400);
    expect((await get('/api/leas?region=west')).statusCode).toBe(400);
  });

  test('exports the filtered list as CSV, every row rather than a page', async () => {
    const res = await get('/api/leas?format=csv&group=Charters&sortField=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="leas.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,LEA Code,Group,External District ID,City,County,Contact Email,State-level District,State-sponsored Charter Authority,Schools,Users',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe('Prairie Wind Charter Academy,90-9001,Charters,D00021,Capital City,Capitol,sped@909001.example.org,No,Yes,3,0');
  });

  test('downloads the rows Manage LEAs shows, in the columns its table shows', async () => {
    const shown = (await list('?group=Charters&sortField=userCount&sortDirection=desc&pageSize=100')).items;
    const csv = await get('/api/leas?group=Charters&sortField=userCount&sortDirection=desc&format=csv');
    const [header, ...rows] = await readDownload(new TextEncoder().encode(csv.body), 'csv');
    expect(header).toEqual(leaListColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((lea) => leaListColumns.map((column) => String(column.value(lea) ?? ''))));
    expect(rows.length).toBeGreaterThan(1);
  });
});

describe('GET api/leas/{id}', () => {
  test('answers every field of spec 3: contacts, the school years with their names, and the users', async () => {
    const res = await get(`/api/leas/${adams}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: adams,
      name: 'Adams Public Schools',
      leaCode: '01-1000',
      group: 'Districts',
      externalDistrictId: 'D00001',
      contactEmail: 'sped@011000.example.org',
      streetAddress: '100 Main Street',
      city: 'Adams City',
      zip: '68001',
      county: 'Adams',
      isIncludedInCharterGroup: false,
      isNdeLevelDistrict: false,
      isStateSponsoredCharterAuthority: false,
      leaContacts: [],
      leaYears: [
        { schoolYearKey: 2024, name: '2023-2024' },
        { schoolYearKey: 2025, name: '2024-2025' },
        { schoolYearKey: 2026, name: '2025-2026' },
        { schoolYearKey: 2027, name: '2026-2027' },
      ],
      schoolYearKeys: [2024, 2025, 2026, 2027],
      userLeas: [
        { userId: await userIdOf(portal, 'districtuser@example.org'), fullName: 'Casey Districtuser', email: 'districtuser@example.org' },
        {
          userId: await userIdOf(portal, 'districtadmin@example.org'),
          fullName: 'Morgan Districtadmin',
          email: 'districtadmin@example.org',
        },
      ],
    });
  });

  test('an LEA that does not exist is a 404, an id that is not one a 400', async () => {
    expect((await get('/api/leas/999999')).json()).toMatchObject({ statusCode: 404, message: LeaMessages.notFound });
    expect((await get('/api/leas/abc')).statusCode).toBe(400);
  });
});

describe('POST api/leas', () => {
  test('adds the LEA with its contacts and school years, trimmed, and audits who did it with every field', async () => {
    const created = await create(newLea({ name: '  Prairie View Public Schools ', city: ' ', leaCode: '77-7001' }));
    expect(created).toMatchObject({
      name: 'Prairie View Public Schools',
      leaCode: '77-7001',
      city: null,
      group: 'Districts',
      leaContacts: [
        {
          id: expect.any(Number),
          name: 'Dana Director',
          title: 'Special Education Director',
          email: 'dana@prairieview.example.org',
          phone: '(402) 555-0100 x12',
        },
      ],
      leaYears: [
        { schoolYearKey: 2026, name: '2025-2026' },
        { schoolYearKey: 2027, name: '2026-2027' },
      ],
      userLeas: [],
    });
    expect((await get(`/api/leas/${created.id}`)).json()).toEqual(created);
    expect((await list('?search=Prairie View')).items.map((l) => l.id)).toEqual([created.id]);

    const [entry] = await auditOf(portal, 'lea', created.id);
    expect(entry).toMatchObject({
      event: 'lea-created',
      actor_user_id: await userIdOf(portal, admin),
      lea_id: created.id,
      details: {
        name: 'Prairie View Public Schools',
        leaCode: '77-7001',
        city: null,
        leaContacts: ['Dana Director / Special Education Director / dana@prairieview.example.org / (402) 555-0100 x12'],
        leaYears: ['2025-2026', '2026-2027'],
      },
    });
  });

  test("refuses what the form would, with the form's field messages, and saves nothing", async () => {
    const before = await leaCount();
    const res = await asAdmin({
      method: 'POST',
      url: '/api/leas',
      payload: newLea({
        name: ' ',
        leaCode: 'has space',
        externalDistrictId: 'x'.repeat(51),
        contactEmail: 'not-an-address',
        zip: '123',
        county: 'c'.repeat(201),
        leaContacts: [{ name: '', title: null, email: 'dana@', phone: '12' }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: FieldMessages.required,
      leaCode: FieldMessages.incorrectFormat,
      externalDistrictId: maxLengthMessage(50),
      contactEmail: FieldMessages.email,
      zip: FieldMessages.zip,
      county: maxLengthMessage(200),
      'leaContacts.0.name': FieldMessages.required,
      'leaContacts.0.email': FieldMessages.email,
      'leaContacts.0.phone': FieldMessages.incorrectFormat,
    });
    expect(await leaCount()).toBe(before);
  });

  test('a body of the wrong shape is refused field by field', async () => {
    const { name: _name, ...withoutName } = newLea();
    expect((await asAdmin({ method: 'POST', url: '/api/leas', payload: withoutName })).json()).toMatchObject({
      statusCode: 400,
      errors: { name: FieldMessages.required },
    });
    expect((await asAdmin({ method: 'POST', url: '/api/leas', payload: { ...newLea(), isNdeLevelDistrict: 'yes' } })).json()).toMatchObject(
      { errors: { isNdeLevelDistrict: FieldMessages.incorrectFormat } },
    );
    expect((await asAdmin({ method: 'POST', url: '/api/leas', payload: { ...newLea(), region: 'west' } })).statusCode).toBe(400);
  });

  test('a code another LEA has, or a second state-level district, is a 409 naming the field; nothing is saved', async () => {
    const before = await leaCount();
    const sameCode = await asAdmin({ method: 'POST', url: '/api/leas', payload: newLea({ leaCode: '01-1000' }) });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().errors).toEqual({ leaCode: LeaMessages.codeTaken });

    const second = await asAdmin({ method: 'POST', url: '/api/leas', payload: newLea({ leaCode: '77-7999', isNdeLevelDistrict: true }) });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual({
      isNdeLevelDistrict: 'State Department of Education is already the state-level district; there can be only one.',
    });
    expect(await leaCount()).toBe(before);
  });

  test('a school year that does not exist must be chosen from the list', async () => {
    const res = await asAdmin({ method: 'POST', url: '/api/leas', payload: newLea({ leaCode: '77-7998', schoolYearKeys: [2027, 1999] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ schoolYearKeys: FieldMessages.selectFromList });
  });
});

describe('PUT api/leas', () => {
  test('replaces the fields, keeps, edits, drops and adds contacts, sets the years, and audits each change as before and after', async () => {
    const lea = await create(
      newLea({
        leaCode: '77-7002',
        leaContacts: [
          { name: 'Kept Person', title: null, email: null, phone: null },
          { name: 'Dropped Person', title: null, email: null, phone: null },
        ],
      }),
    );
    const [kept] = lea.leaContacts;
    const res = await asAdmin({
      method: 'PUT',
      url: '/api/leas',
      payload: {
        ...newLea({ leaCode: '77-7002' }),
        id: lea.id,
        city: 'Lincoln',
        isIncludedInCharterGroup: true,
        isStateSponsoredCharterAuthority: true,
        leaContacts: [
          { id: kept!.id, name: 'Kept Person', title: 'Coordinator', email: null, phone: null },
          { name: 'New Person', title: null, email: 'new@example.org', phone: null },
        ],
        schoolYearKeys: [2024],
      },
    });
    expect(res.statusCode).toBe(200);
    const updated: LeaDetail = res.json();
    expect(updated).toMatchObject({
      city: 'Lincoln',
      group: 'Charters',
      isStateSponsoredCharterAuthority: true,
      leaYears: [{ schoolYearKey: 2024, name: '2023-2024' }],
    });
    expect(updated.leaContacts).toEqual([
      { id: kept!.id, name: 'Kept Person', title: 'Coordinator', email: null, phone: null },
      { id: expect.any(Number), name: 'New Person', title: null, email: 'new@example.org', phone: null },
    ]);
    expect((await get(`/api/leas/${lea.id}`)).json()).toEqual(updated);

    const entries = await auditOf(portal, 'lea', lea.id);
    expect(entries.map((e) => e.event)).toEqual(['lea-created', 'lea-updated']);
    expect(entries[1]!.details).toEqual({
      leaCode: '77-7002',
      city: ['Prairie View', 'Lincoln'],
      isIncludedInCharterGroup: ['false', 'true'],
      isStateSponsoredCharterAuthority: ['false', 'true'],
      leaContacts: ['Kept Person, Dropped Person', 'Kept Person / Coordinator, New Person / new@example.org'],
      leaYears: ['2025-2026, 2026-2027', '2023-2024'],
    });
  });

  test('may take the code it has, not one another LEA has; an unknown LEA is a 404', async () => {
    const lea = await create(newLea({ leaCode: '77-7003' }));
    expect(
      (await asAdmin({ method: 'PUT', url: '/api/leas', payload: { ...newLea({ leaCode: '77-7003', name: 'Renamed' }), id: lea.id } }))
        .statusCode,
    ).toBe(200);
    const taken = await asAdmin({ method: 'PUT', url: '/api/leas', payload: { ...newLea({ leaCode: '01-1000' }), id: lea.id } });
    expect([taken.statusCode, taken.json().errors]).toEqual([409, { leaCode: LeaMessages.codeTaken }]);
    expect((await get(`/api/leas/${lea.id}`)).json()).toMatchObject({ name: 'Renamed', leaCode: '77-7003' });
    expect(
      (await asAdmin({ method: 'PUT', url: '/api/leas', payload: { ...newLea({ leaCode: '77-7004' }), id: 999999 } })).statusCode,
    ).toBe(404);
  });

  test('the state-level district keeps its flag; a contact of another LEA cannot be taken over, and nothing is half-saved', async () => {
    const stateLea: LeaDetail = (await get(`/api/leas/${stateLevel}`)).json();
    const { id: _id, group: _group, leaYears, userLeas: _users, ...fields } = stateLea;
    const same = await asAdmin({
      method: 'PUT',
      url: '/api/leas',
      payload: { ...fields, id: stateLevel, schoolYearKeys: leaYears.map((y) => y.schoolYearKey) },
    });
    expect(same.statusCode).toBe(200);

    const other = await create(newLea({ leaCode: '77-7005' }));
    const mine = await create(newLea({ leaCode: '77-7006', city: 'Before' }));
    const res = await asAdmin({
      method: 'PUT',
      url: '/api/leas',
      payload: {
        ...newLea({ leaCode: '77-7006', city: 'After' }),
        id: mine.id,
        leaContacts: [{ ...other.leaContacts[0]!, name: 'Taken over' }],
      },
    });
    expect([res.statusCode, res.json().errors]).toEqual([400, { 'leaContacts.0.id': FieldMessages.selectFromList }]);
    expect((await get(`/api/leas/${mine.id}`)).json()).toEqual(mine);
    expect((await get(`/api/leas/${other.id}`)).json()).toEqual(other);
  });
});

describe('DELETE api/leas/{id}', () => {
  test('is refused with 409 while schools, users or other services need the LEA, saying which', async () => {
    const res = await asAdmin({ method: 'DELETE', url: `/api/leas/${adams}` });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toBe(LeaMessages.inUse('Adams Public Schools'));
    expect(body.reasons.slice(0, 2)).toEqual(['3 schools', '2 users']);
    expect(body.reasons).toContainEqual(
      expect.stringMatching(/^\d+ records? in Restraint & Aversive Intervention \(restraint\.incidents\)$/),
    );
    expect(body.reasons.join('\n')).not.toMatch(/audit_events|notification_outbox/);
    expect((await get(`/api/leas/${adams}`)).statusCode).toBe(200);
  });

  test('removes an LEA nothing needs, with its contacts and years, and audits it', async () => {
    const lea = await create(newLea({ leaCode: '77-7007' }));
    const res = await asAdmin({ method: 'DELETE', url: `/api/leas/${lea.id}` });
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/leas/${lea.id}`)).statusCode).toBe(404);
    expect(await portal.db.selectFrom('identity.lea_contacts').select('id').where('lea_id', '=', lea.id).execute()).toEqual([]);
    expect((await auditOf(portal, 'lea', lea.id)).map((e) => [e.event, e.actor_user_id])).toEqual([
      ['lea-created', await userIdOf(portal, admin)],
      ['lea-deleted', await userIdOf(portal, admin)],
    ]);
    expect((await asAdmin({ method: 'DELETE', url: `/api/leas/${lea.id}` })).statusCode).toBe(404);
  });
});

describe("an LEA's users and schools", () => {
  test('GET api/leas/{id}/users pages the users who work in the LEA, with their roles, searched and exported', async () => {
    const res = await get(`/api/leas/${adams}/users`);
    expect(res.statusCode).toBe(200);
    const page: LeaUserPage = res.json();
    expect(page.totalCount).toBe(2);
    expect(page.items).toEqual([
      {
        id: await userIdOf(portal, 'districtuser@example.org'),
        fullName: 'Casey Districtuser',
        email: 'districtuser@example.org',
        jobTitle: null,
        enabled: true,
        roles: ['LocalUser'],
      },
      {
        id: await userIdOf(portal, 'districtadmin@example.org'),
        fullName: 'Morgan Districtadmin',
        email: 'districtadmin@example.org',
        jobTitle: 'Special Education Director',
        enabled: true,
        roles: ['LocalAdmin'],
      },
    ]);
    expect((await get(`/api/leas/${adams}/users?search=MORGAN`)).json().items.map((u: { fullName: string }) => u.fullName)).toEqual([
      'Morgan Districtadmin',
    ]);
    expect((await get(`/api/leas/${adams}/users?sortField=fullName&sortDirection=desc`)).json().items[0].fullName).toBe(
      'Morgan Districtadmin',
    );

    const csv: TestResponse = await get(`/api/leas/${adams}/users?format=csv`);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Full Name,Email,Job Title,Enabled,Roles',
      'Casey Districtuser,districtuser@example.org,,Yes,LocalUser',
      'Morgan Districtadmin,districtadmin@example.org,Special Education Director,Yes,LocalAdmin',
    ]);
    // The dialog's table reads the same columns.
    const shown = (await get(`/api/leas/${adams}/users?sortField=email`)).json<LeaUserPage>().items;
    const [header, ...rows] = await readDownload(
      new TextEncoder().encode((await get(`/api/leas/${adams}/users?sortField=email&format=csv`)).body),
      'csv',
    );
    expect(header).toEqual(leaUserColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((user) => leaUserColumns.map((column) => String(column.value(user) ?? ''))));
    expect((await get('/api/leas/999999/users')).statusCode).toBe(404);
  });

  test('GET api/leas/nousers lists the LEAs no user works in, by name', async () => {
    const res = await get('/api/leas/nousers');
    const codes = res.json().map((l: LeaSummary) => l.leaCode);
    expect(codes).not.toContain('01-1000');
    expect(codes).not.toContain('00-0000');
    expect(codes).toContain('02-1007');
    const names = res.json().map((l: LeaSummary) => l.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  test("GET api/leas/schools/{id} lists the LEA's schools by name", async () => {
    expect((await get(`/api/leas/schools/${adams}`)).json()).toEqual([
      { id: expect.any(Number), name: 'Adams Elementary School', externalSchoolId: '01-1000-001' },
      { id: expect.any(Number), name: 'Adams High School', externalSchoolId: '01-1000-003' },
      { id: expect.any(Number), name: 'Adams Middle School', externalSchoolId: '01-1000-002' },
    ]);
    expect((await get('/api/leas/schools/999999')).statusCode).toBe(404);
  });

  test("GET api/leas/school-lookups/{id} gives a form's school picker to the LEA's own users and to state users only", async () => {
    const lookup = (email: string, leaId: number) => callAs(portal, email, { method: 'GET', url: `/api/leas/school-lookups/${leaId}` });
    const own = await lookup('districtuser@example.org', adams);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((s: { name: string }) => s.name)).toEqual([
      'Adams Elementary School',
      'Adams High School',
      'Adams Middle School',
    ]);
    expect((await lookup('stateadmin@example.org', adams)).json()).toEqual(own.json());
    expect((await lookup('districtuser@example.org', await leaIdOf(portal, '02-1007'))).statusCode).toBe(403);
    expect((await portal.inject({ method: 'GET', url: `/api/leas/school-lookups/${adams}` })).statusCode).toBe(401);
  });
});
