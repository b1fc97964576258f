import { sql } from 'kysely';
import { FieldMessages, maxLengthMessage, type ImportState } from '@portal/shared-contracts';
import {
  SchoolImportMessages,
  SchoolMessages,
  schoolListColumns,
  type School,
  type SchoolCreate,
  type SchoolImportReport,
  type SchoolPage,
} from '@portal/shared-contracts/admin';
import { eventually, readDownload } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal, type TestRequest } from '@portal/platform/testing';
import { MANAGERS, auditOf, callAs, expectOnlyManagersMay, leaIdOf, userIdOf } from './directory-admin-callers';

let portal: TestPortal;
let adams: number;
let boone: number;
beforeAll(async () => {
  portal = await startTestPortal();
  adams = await leaIdOf(portal, '01-1000');
  boone = await leaIdOf(portal, '02-1007');
}, 120_000);
afterAll(() => portal?.close());

const admin = 'siteadmin@example.org';
const asAdmin = (request: TestRequest) => callAs(portal, admin, request);
const get = (url: string) => asAdmin({ method: 'GET', url });

async function list(query = ''): Promise<SchoolPage> {
  const res = await get(`/api/schools${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The file as the browser sends it: form-data, in the part named "file". */
const form = (file: string | Uint8Array, name = 'schools.csv') => {
  const data = new FormData();
  data.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'text/csv' }), name);
  return data;
};

/** An upload as form-data; `query` as the page (preview=true) or an older script (dryRun=true) sends it. */
const importRequest = (file: string | Uint8Array, query = ''): TestRequest => ({
  method: 'POST',
  url: `/api/schools/import${query}`,
  payload: form(file),
});

/** Polls the import until it ends, as the page does. */
async function settled(id: string): Promise<ImportState<SchoolImportReport>> {
  return eventually(async () => {
    const state = (await get(`/api/schools/import/${id}`)).json() as ImportState<SchoolImportReport>;
    return state.status === 'done' || state.status === 'failed' ? state : undefined;
  }, `import ${id}`);
}

/** Uploads the file (202), then polls it to its end; the import's report. */
async function importFile(file: string, query = ''): Promise<SchoolImportReport> {
  const res = await asAdmin(importRequest(file, query));
  expect([res.statusCode, res.body]).toEqual([202, expect.any(String)]);
  const state = await settled(res.json().id);
  expect(state).toMatchObject({ status: 'done', progress: { done: state.progress.total } });
  return state.result!;
}

async function schoolsWithExternalIds(prefix: string): Promise<{ external_school_id: string; name: string; lea_id: number }[]> {
  return portal.db
    .selectFrom('identity.schools')
    .select(['external_school_id', 'name', 'lea_id'])
    .where('external_school_id', 'like', `${prefix}%`)
    .orderBy('external_school_id')
    .execute() as Promise<{ external_school_id: string; name: string; lea_id: number }[]>;
}

const schoolCount = async () =>
  Number(
    (
      await portal.db
        .selectFrom('identity.schools')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function create(body: SchoolCreate): Promise<School> {
  const res = await asAdmin({ method: 'POST', url: '/api/schools', payload: body });
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return res.json();
}

describe('who may call', () => {
  test('every Manage Schools call needs App.schools.manage: the state and site admins', async () => {
    const school = (await list('?search=01-1000-001')).items[0]!;
    const reads: TestRequest[] = [
      { method: 'GET', url: '/api/schools' },
      { method: 'GET', url: '/api/schools?format=csv' },
      { method: 'GET', url: `/api/schools/${school.id}` },
      importRequest('externalSchoolId,name,leaCode\n', '?preview=true'),
      importRequest('externalSchoolId,name,leaCode\n'),
    ];
    for (const request of reads) {
      await expectOnlyManagersMay(portal, request);
      const answer = request.method === 'POST' ? 202 : 200;
      for (const email of MANAGERS)
        expect([request.url, email, (await callAs(portal, email, request)).statusCode]).toEqual([request.url, email, answer]);
    }
  });

  test('the changes are refused to everyone else before anything is saved, and each manager may make them', async () => {
    const before = await schoolCount();
    const school = (await list('?search=01-1000-001')).items[0]!;
    await expectOnlyManagersMay(portal, {
      method: 'POST',
      url: '/api/schools',
      payload: { name: 'Nope', externalSchoolId: 'NOPE-1', leaId: adams },
    });
    await expectOnlyManagersMay(portal, {
      method: 'PUT',
      url: '/api/schools',
      payload: { id: school.id, name: 'Nope', externalSchoolId: school.externalSchoolId, leaId: adams },
    });
    await expectOnlyManagersMay(portal, { method: 'DELETE', url: `/api/schools/${school.id}` });
    await expectOnlyManagersMay(portal, importRequest('externalSchoolId,name,leaCode\nNOPE-2,Nope,01-1000\n'));
    expect(await schoolCount()).toBe(before);
    expect((await get(`/api/schools/${school.id}`)).json()).toEqual(school);

    for (const [i, email] of MANAGERS.entries()) {
      const created = await callAs(portal, email, {
        method: 'POST',
        url: '/api/schools',
        payload: { name: `Managed ${i}`, externalSchoolId: `MG-${i}`, leaId: adams },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect(
        (
          await callAs(portal, email, {
            method: 'PUT',
            url: '/api/schools',
            payload: { id, name: `Managed ${i} again`, externalSchoolId: `MG-${i}`, leaId: adams },
          })
        ).statusCode,
      ).toBe(200);
      expect((await callAs(portal, email, { method: 'DELETE', url: `/api/schools/${id}` })).statusCode).toBe(204);
    }
  });
});

describe('GET api/schools', () => {
  test("pages the schools by name with spec 3's parameters, each with its LEA", async () => {
    const page = await list('?pageNumber=1&pageSize=25');
    expect(page).toMatchObject({ totalCount: 75, pageNumber: 1, pageSize: 25 });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Adams Elementary School',
      externalSchoolId: '01-1000-001',
      leaId: adams,
      leaName: 'Adams Public Schools',
      leaCode: '01-1000',
    });
    expect((await list('?pageNumber=4&pageSize=25')).items).toEqual([]);
    expect((await list('?sortField=name&sortDirection=desc&pageSize=1')).items.map((s) => s.name)).toEqual(['Wayne Middle School']);
    expect((await list('?sortField=externalSchoolId&sortDirection=desc&pageSize=1')).items.map((s) => s.externalSchoolId)).toEqual([
      '90-9005-003',
    ]);
  });

  test('isOrderByParentField sorts by the parent LEA first, then by the field', async () => {
    const flat = await list('?sortField=name&pageSize=4');
    expect(flat.items.map((s) => s.name)).toEqual([
      'Adams Elementary School',
      'Adams High School',
      'Adams Middle School',
      'Boone Elementary School',
    ]);
    const grouped = await list('?sortField=name&sortDirection=desc&isOrderByParentField=true&pageSize=4');
    expect(grouped.items.map((s) => `${s.leaName}: ${s.name}`)).toEqual([
      'Adams Public Schools: Adams Middle School',
      'Adams Public Schools: Adams High School',
      'Adams Public Schools: Adams Elementary School',
      'Boone Public Schools: Boone Middle School',
    ]);
    const byCode = await list('?sortField=externalSchoolId&sortDirection=desc&isOrderByParentField=true&pageSize=25&pageNumber=3');
    expect(byCode.items.at(-1)).toMatchObject({ leaName: 'Wayne Public Schools', externalSchoolId: '20-1133-001' });
  });

  test("searches name and external id, keeps one LEA's schools when asked, and exports as CSV", async () => {
    expect((await list('?search=riverbend')).items.map((s) => s.externalSchoolId)).toEqual(['90-9002-001', '90-9002-003', '90-9002-002']);
    expect((await list('?search=02-1007-00')).totalCount).toBe(3);
    expect((await list(`?leaId=${boone}`)).items.map((s) => s.name)).toEqual([
      'Boone Elementary School',
      'Boone High School',
      'Boone Middle School',
    ]);
    expect((await get('/api/schools?isOrderByParentField=perhaps')).statusCode).toBe(400);

    const csv = await get(`/api/schools?format=csv&leaId=${boone}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Name,External School ID,LEA,LEA Code',
      'Boone Elementary School,02-1007-001,Boone Public Schools,02-1007',
      'Boone High School,02-1007-003,Boone Public Schools,02-1007',
      'Boone Middle School,02-1007-002,Boone Public Schools,02-1007',
    ]);
  });

  test('downloads the rows Manage Schools shows, in the columns its table shows', async () => {
    const shown = (await list('?search=riverbend&sortField=leaName&pageSize=100')).items;
    const csv = await get('/api/schools?search=riverbend&sortField=leaName&format=csv');
    const [header, ...rows] = await readDownload(new TextEncoder().encode(csv.body), 'csv');
    expect(header).toEqual(schoolListColumns.map((column) => column.header));
    expect(rows).toEqual(shown.map((school) => schoolListColumns.map((column) => String(column.value(school) ?? ''))));
    expect(rows).toHaveLength(3);
  });
});

describe('one school', () => {
  test('GET api/schools/{id} answers the school with its LEA; an unknown id is a 404', async () => {
    const school = (await list('?search=02-1007-002')).items[0]!;
    expect((await get(`/api/schools/${school.id}`)).json()).toEqual({
      ...school,
      name: 'Boone Middle School',
      leaId: boone,
      leaCode: '02-1007',
    });
    expect((await get('/api/schools/999999')).json()).toMatchObject({ statusCode: 404, message: SchoolMessages.notFound });
  });

  test('POST adds a school, trimmed, and audits it; PUT moves and renames it, audited as before and after', async () => {
    const created = await create({ name: ' Prairie School ', externalSchoolId: ' PS-100 ', leaId: adams });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Prairie School',
      externalSchoolId: 'PS-100',
      leaId: adams,
      leaName: 'Adams Public Schools',
      leaCode: '01-1000',
    });

    const res = await asAdmin({
      method: 'PUT',
      url: '/api/schools',
      payload: { id: created.id, name: 'Prairie Academy', externalSchoolId: 'PS-100', leaId: boone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Prairie Academy', leaId: boone, leaCode: '02-1007' });

    const actor = await userIdOf(portal, admin);
    expect(await auditOf(portal, 'school', created.id)).toEqual([
      {
        event: 'school-created',
        actor_user_id: actor,
        entity_type: 'school',
        entity_id: String(created.id),
        lea_id: adams,
        details: { name: 'Prairie School', externalSchoolId: 'PS-100', leaCode: '01-1000' },
      },
      {
        event: 'school-updated',
        actor_user_id: actor,
        entity_type: 'school',
        entity_id: String(created.id),
        lea_id: boone,
        details: { externalSchoolId: 'PS-100', name: ['Prairie School', 'Prairie Academy'], leaCode: ['01-1000', '02-1007'] },
      },
    ]);
    expect(
      (await asAdmin({ method: 'PUT', url: '/api/schools', payload: { id: 999999, name: 'X', externalSchoolId: 'X-1', leaId: adams } }))
        .statusCode,
    ).toBe(404);
  });

  test("refuses what the form would with its field messages, an unknown LEA, and another school's external id; saves nothing", async () => {
    const before = await schoolCount();
    const invalid = await asAdmin({
      method: 'POST',
      url: '/api/schools',
      payload: { name: '  ', externalSchoolId: 'x'.repeat(51), leaId: adams },
    });
    expect([invalid.statusCode, invalid.json().errors]).toEqual([
      400,
      { name: FieldMessages.required, externalSchoolId: maxLengthMessage(50) },
    ]);
    const noLea = await asAdmin({
      method: 'POST',
      url: '/api/schools',
      payload: { name: 'Lost School', externalSchoolId: 'LOST-1', leaId: 999999 },
    });
    expect([noLea.statusCode, noLea.json().errors]).toEqual([400, { leaId: FieldMessages.selectFromList }]);
    const taken = await asAdmin({
      method: 'POST',
      url: '/api/schools',
      payload: { name: 'Twin', externalSchoolId: '01-1000-001', leaId: adams },
    });
    expect([taken.statusCode, taken.json().errors]).toEqual([409, { externalSchoolId: SchoolMessages.externalIdTaken }]);
    expect(
      (await asAdmin({ method: 'POST', url: '/api/schools', payload: { name: 'No LEA', externalSchoolId: 'NL-1' } })).json().errors,
    ).toEqual({ leaId: FieldMessages.required });
    expect(await schoolCount()).toBe(before);
  });

  test("DELETE is refused while another service's records name the school, and removes one nothing needs", async () => {
    const seeded = (await list('?search=01-1000-001')).items[0]!;
    const refused = await asAdmin({ method: 'DELETE', url: `/api/schools/${seeded.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SchoolMessages.inUse('Adams Elementary School'));
    expect(refused.json().reasons).toContainEqual(
      expect.stringMatching(/^\d+ records? in Restraint & Aversive Intervention \(restraint\.incidents\)$/),
    );
    expect((await get(`/api/schools/${seeded.id}`)).statusCode).toBe(200);

    const spare = await create({ name: 'Spare School', externalSchoolId: 'SPARE-1', leaId: adams });
    expect((await asAdmin({ method: 'DELETE', url: `/api/schools/${spare.id}` })).statusCode).toBe(204);
    expect((await get(`/api/schools/${spare.id}`)).statusCode).toBe(404);
    expect((await auditOf(portal, 'school', spare.id)).map((e) => e.event)).toEqual(['school-created', 'school-deleted']);
  });
});

describe('POST api/schools/import', () => {
  const file = [
    'name,LEA Code,externalSchoolId,district',
    'North Star Elementary,01-1000,IMP-001,Adams',
    '"Lakeside, Middle",02-1007,IMP-002,Boone',
    ',01-1000,IMP-003,Adams',
    'Nowhere High,99-9999,IMP-004,?',
    'Twice One,01-1000,IMP-005,Adams',
    'Twice Two,01-1000,IMP-005,Adams',
    'Short row,01-1000',
    '',
    'Adams Elementary School,01-1000,01-1000-001,Adams',
    'Adams Middle School (renamed),02-1007,01-1000-002,Boone',
  ].join('\r\n');

  test('a preview reports added, changed, unchanged and refused rows with their lines and reasons, and saves nothing', async () => {
    const before = await schoolCount();
    const report = await importFile(file, '?preview=true');
    expect(report).toEqual({
      dryRun: true,
      rows: 9,
      added: [
        { line: 2, externalSchoolId: 'IMP-001', name: 'North Star Elementary', leaCode: '01-1000' },
        { line: 3, externalSchoolId: 'IMP-002', name: 'Lakeside, Middle', leaCode: '02-1007' },
      ],
      changed: [
        {
          line: 11,
          externalSchoolId: '01-1000-002',
          name: 'Adams Middle School (renamed)',
          leaCode: '02-1007',
          changes: [
            { field: 'name', from: 'Adams Middle School', to: 'Adams Middle School (renamed)' },
            { field: 'leaCode', from: '01-1000', to: '02-1007' },
          ],
        },
      ],
      unchanged: 1,
      rejected: [
        { line: 4, externalSchoolId: 'IMP-003', reasons: [SchoolImportMessages.missing('name')] },
        { line: 5, externalSchoolId: 'IMP-004', reasons: [SchoolImportMessages.unknownLea('99-9999')] },
        { line: 6, externalSchoolId: 'IMP-005', reasons: [SchoolImportMessages.duplicateId('IMP-005', [6, 7])] },
        { line: 7, externalSchoolId: 'IMP-005', reasons: [SchoolImportMessages.duplicateId('IMP-005', [6, 7])] },
        {
          line: 8,
          externalSchoolId: '',
          reasons: [SchoolImportMessages.fieldCount(2, 4), SchoolImportMessages.missing('externalSchoolId')],
        },
      ],
      ignoredColumns: ['district'],
    });
    expect(await schoolCount()).toBe(before);
    expect(await schoolsWithExternalIds('IMP-')).toEqual([]);
  });

  test('the import saves what the dry run said, audits each school and the import; the same file again changes nothing', async () => {
    const first = await importFile(file);
    expect(first).toMatchObject({ dryRun: false, rows: 9, unchanged: 1 });
    expect(first.added.map((s) => s.externalSchoolId)).toEqual(['IMP-001', 'IMP-002']);
    expect(first.changed.map((s) => s.externalSchoolId)).toEqual(['01-1000-002']);
    expect(first.rejected.map((r) => r.line)).toEqual([4, 5, 6, 7, 8]);
    expect(await schoolsWithExternalIds('IMP-')).toEqual([
      { external_school_id: 'IMP-001', name: 'North Star Elementary', lea_id: adams },
      { external_school_id: 'IMP-002', name: 'Lakeside, Middle', lea_id: boone },
    ]);
    expect(await schoolsWithExternalIds('01-1000-002')).toEqual([
      { external_school_id: '01-1000-002', name: 'Adams Middle School (renamed)', lea_id: boone },
    ]);

    const moved = (await list('?search=01-1000-002')).items[0]!;
    expect((await auditOf(portal, 'school', moved.id)).at(-1)).toMatchObject({
      event: 'school-updated',
      actor_user_id: await userIdOf(portal, admin),
      details: {
        source: 'import',
        externalSchoolId: '01-1000-002',
        name: ['Adams Middle School', 'Adams Middle School (renamed)'],
        leaCode: ['01-1000', '02-1007'],
      },
    });
    const added = (await list('?search=IMP-001')).items[0]!;
    expect(await auditOf(portal, 'school', added.id)).toMatchObject([
      {
        event: 'school-created',
        lea_id: adams,
        details: { source: 'import', name: 'North Star Elementary', externalSchoolId: 'IMP-001', leaCode: '01-1000' },
      },
    ]);
    const summary = await portal.db
      .selectFrom('identity.audit_events')
      .select(['details'])
      .where('event', '=', 'schools-imported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(summary.details).toEqual({ rows: 9, added: 2, changed: 1, unchanged: 1, rejected: 5 });

    const count = await schoolCount();
    const again = await importFile(file);
    expect(again).toMatchObject({ added: [], changed: [], unchanged: 4, rejected: first.rejected });
    expect(await schoolCount()).toBe(count);
    expect((await list('?search=North Star')).totalCount).toBe(1);
  });

  test('the Manage Schools export imports again as it is, changing nothing (dryRun=true, the older name of preview)', async () => {
    const exported = (await get(`/api/schools?format=csv&leaId=${adams}`)).body;
    const report = await importFile(exported, '?dryRun=true');
    expect(report).toMatchObject({ added: [], changed: [], rejected: [], ignoredColumns: ['LEA'] });
    expect(report.unchanged).toBe((await list(`?leaId=${adams}`)).totalCount);
  });

  test('a file that cannot be read as a whole is refused with the reason, and nothing is saved', async () => {
    const refusal = async (text: string) => {
      const res = await asAdmin(importRequest(text));
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    const before = await schoolCount();
    expect(await refusal('')).toBe(SchoolImportMessages.empty);
    expect(await refusal('name,leaCode\nX,01-1000\n')).toBe(SchoolImportMessages.missingColumns(['externalSchoolId']));
    expect(await refusal('id,school\n1,2\n')).toBe(SchoolImportMessages.missingColumns(['externalSchoolId', 'name', 'leaCode']));
    expect(await refusal('name,Name,externalSchoolId,leaCode\n')).toBe(SchoolImportMessages.repeatedColumn('name'));
    expect(await refusal('externalSchoolId,name,leaCode\nBAD-1,"Unclosed,01-1000\n')).toMatch(
      /^The file is not valid CSV\. Quote Not Closed/,
    );
    const tooMany = ['externalSchoolId,name,leaCode', ...Array.from({ length: 20_001 }, (_, i) => `MANY-${i},Many ${i},01-1000`)].join(
      '\n',
    );
    expect(await refusal(tooMany)).toBe(SchoolImportMessages.tooManyRows);
    expect(await schoolCount()).toBe(before);
  });

  test('a PDF renamed .csv is refused by its content, and nothing is saved', async () => {
    const before = await schoolCount();
    const pdf = Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
    const res = await asAdmin(importRequest(pdf));
    expect(res.json()).toMatchObject({
      statusCode: 415,
      message: 'The file is a PDF document, not a CSV file. Save it as CSV (comma-separated values, UTF-8) and choose it again.',
    });
    expect(await schoolCount()).toBe(before);
  });

  test('the text/csv body stays a way in for scripts, on the same engine', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/schools/import?dryRun=true',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      payload: 'externalSchoolId,name,leaCode\nSCRIPT-1,Script School,01-1000\n',
    });
    expect(res.statusCode).toBe(202);
    expect((await settled(res.json().id)).result).toMatchObject({ dryRun: true, added: [{ externalSchoolId: 'SCRIPT-1' }] });
    expect(await schoolsWithExternalIds('SCRIPT-')).toEqual([]);
  });

  test('an import is shown only to its uploader', async () => {
    const res = await asAdmin(importRequest('externalSchoolId,name,leaCode\nMINE-1,Mine,01-1000\n', '?preview=true'));
    await settled(res.json().id);
    const other = await callAs(portal, 'stateadmin@example.org', { method: 'GET', url: `/api/schools/import/${res.json().id}` });
    expect(other.statusCode).toBe(404);
  });

  test('an import waits for another into an LEA it writes in, the LEA a school leaves among them, and not for one of other LEAs', async () => {
    await importFile('externalSchoolId,name,leaCode\nLOCK-1,Lock One,02-1007\n');
    // What an import into Boone holds while it runs.
    const other = await portal.db.startTransaction().execute();
    try {
      await sql`select pg_advisory_xact_lock(hashtext('schools.imports'), ${boone})`.execute(other);
      expect((await importFile('externalSchoolId,name,leaCode\nLOCK-2,Lock Two,01-1000\n')).added).toHaveLength(1);
      // The file names Adams only, but the school it moves is in Boone now.
      const moving = await asAdmin(importRequest('externalSchoolId,name,leaCode\nLOCK-1,Lock One,01-1000\n'));
      await eventually(async () => {
        const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and not l.granted and d.datname = current_database()`.execute(portal.db);
        return waiting.rows[0]!.n > 0 || undefined;
      }, 'the import waiting for the lock on Boone');
      await other.commit().execute();
      expect((await settled(moving.json().id)).result?.changed).toMatchObject([{ externalSchoolId: 'LOCK-1', leaCode: '01-1000' }]);
    } finally {
      await other
        .rollback()
        .execute()
        .catch(() => undefined);
    }
  });

  test('a file over 2 MB is refused with 413 before it is read', async () => {
    const res = await asAdmin(importRequest(`externalSchoolId,name,leaCode\n${'x'.repeat(2 * 1024 * 1024)}`));
    expect(res.json()).toMatchObject({ statusCode: 413, message: SchoolImportMessages.tooLarge });
  });
});
