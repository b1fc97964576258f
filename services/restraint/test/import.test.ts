import { sql } from 'kysely';
import { type ImportState } from '@portal/shared-contracts';
import { RestraintImportMessages as M, type RestraintImportColumn, type RestraintImportResult } from '@portal/shared-contracts/restraint';
import { eventually } from '@portal/service-kit/testing';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';

const DISTRICT_ADMIN = 'districtadmin@example.org';
const DISTRICT_USER = 'districtuser@example.org';
// The district accounts' LEA (Adams) and another district's.
const ADAMS = '01-1000';
const BOONE = '02-1007';
const SCHOOL_YEAR = 2027;

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
}, 120_000);
afterAll(() => portal?.close());

type Row = Partial<Record<RestraintImportColumn, string>>;

/** A physical restraint of a student in Adams' first school; `row` overrides any column. */
const use = (localIncidentId: string, stateStudentId: string, row: Row = {}): Row => ({
  lea_code: ADAMS,
  school_code: `${ADAMS}-001`,
  local_incident_id: localIncidentId,
  incident_date: '2026-09-14',
  student_state_id: stateStudentId,
  student_last_name: 'Import',
  student_first_name: `Pupil ${stateStudentId}`,
  birth_date: '2014-05-01',
  grade: '06',
  disability_status: 'IDEA',
  intervention_type: 'PHYSICAL',
  start_time: '09:30',
  end_time: '09:40',
  emergency: 'Y',
  reason_code: 'HARM_OTHERS',
  staff_trained: 'Y',
  student_injury: 'N',
  staff_injury: 'N',
  location: 'Classroom',
  ...row,
});

// The file's columns in an order of their own, in capitals: the import reads them by name in any case.
const HEADER: string[] = [
  'STUDENT_STATE_ID',
  'lea_code',
  'School_Code',
  'local_incident_id',
  'incident_date',
  'student_last_name',
  'student_first_name',
  'birth_date',
  'grade',
  'disability_status',
  'intervention_type',
  'aversive_subtype',
  'start_time',
  'end_time',
  'emergency',
  'reason_code',
  'medical_order',
  'release_checks',
  'staff_trained',
  'student_injury',
  'staff_injury',
  'parent_notified_at',
  'board_reported_at',
  'location',
];
const csv = (rows: Row[], header: readonly string[] = HEADER) =>
  [header.join(','), ...rows.map((r) => header.map((c) => r[c.toLowerCase() as RestraintImportColumn] ?? '').join(','))].join('\r\n');

const form = (file: string) => {
  const data = new FormData();
  data.append('file', new Blob([file], { type: 'text/csv' }), 'incidents.csv');
  return data;
};

async function post(user: string, file: string, query = ''): Promise<TestResponse> {
  return portal.inject({
    method: 'POST',
    url: `/api/restraint/imports${query}`,
    headers: { authorization: `Bearer ${await portal.tokenFor(user)}`, activeschoolyear: String(SCHOOL_YEAR) },
    payload: form(file),
  });
}

/** Uploads the file, then polls the import to its end as the page does; its report. */
async function importFile(file: string, { user = DISTRICT_ADMIN, query = '' } = {}): Promise<RestraintImportResult> {
  const res = await post(user, file, query);
  expect([res.statusCode, res.body]).toEqual([202, expect.any(String)]);
  const id = res.json().id as string;
  const state = await eventually(async () => {
    const polled = await portal.inject({
      url: `/api/restraint/imports/${id}`,
      headers: { authorization: `Bearer ${await portal.tokenFor(user)}` },
    });
    const body = polled.json() as ImportState<RestraintImportResult>;
    return body.status === 'done' || body.status === 'failed' ? body : undefined;
  }, `import ${id}`);
  expect(state).toMatchObject({ status: 'done', progress: { done: state.progress.total } });
  return state.result!;
}

const incidentsNamed = (localIds: string[]) =>
  portal.db
    .selectFrom('restraint.incidents')
    .select(['id', 'incident_number', 'local_incident_id', 'status', 'version', 'location'])
    .where('local_incident_id', 'in', localIds)
    .orderBy('local_incident_id')
    .execute();

describe('POST api/restraint/imports', () => {
  test('a preview reports new incidents, rejected rows by line, column and message, and writes nothing', async () => {
    const file = csv([
      use('IMP-P1', 'IMPP1'),
      use('IMP-P1', 'IMPP2', { start_time: '09:35', end_time: '09:45' }),
      use('IMP-P2', 'IMPP3', { incident_date: '2026-13-01' }),
      use('IMP-P2', 'IMPP4'),
      use('IMP-P3', 'IMPP5', { emergency: 'N', reason_code: '', end_time: '11:00' }),
    ]);
    const result = await importFile(file, { query: '?preview=true' });
    expect(result).toMatchObject({ committed: false, batchId: null, rows: 5, acceptedRows: 3, rejectedRows: 2, newIncidents: 2 });
    expect(result.incidents).toEqual([
      expect.objectContaining({ id: null, number: null, localIncidentId: 'IMP-P1', change: 'new', status: 'Draft' }),
      expect.objectContaining({ id: null, number: null, localIncidentId: 'IMP-P3', change: 'new', status: 'Draft' }),
    ]);
    expect(result.rejected).toEqual([
      { line: 4, column: 'incident_date', message: 'Invalid date format.' },
      { line: 5, column: 'local_incident_id', message: M.incidentRejected(4) },
    ]);
    expect(result.warnings).toEqual([{ line: 6, column: 'end_time', message: M.long(90) }]);
    expect(await incidentsNamed(['IMP-P1', 'IMP-P2', 'IMP-P3'])).toEqual([]);
  });

  test('a commit writes Drafts and lists them; the same file again changes nothing', async () => {
    const file = csv([
      use('IMP-C1', 'IMPC1', { parent_notified_at: '2026-09-14 15:00', student_injury: 'Y' }),
      use('IMP-C1', 'IMPC1', {
        intervention_type: 'MECHANICAL',
        start_time: '10:00',
        end_time: '10:20',
        medical_order: 'Y',
        release_checks: 'N',
      }),
      use('IMP-C2', 'IMPC2', { intervention_type: 'AVERSIVE', aversive_subtype: '4', emergency: '', reason_code: '', staff_trained: '' }),
    ]);
    const first = await importFile(file);
    const stored = await incidentsNamed(['IMP-C1', 'IMP-C2']);
    expect(stored.map((i) => [i.local_incident_id, i.status, i.version])).toEqual([
      ['IMP-C1', 'Draft', 1],
      ['IMP-C2', 'Draft', 1],
    ]);
    expect(first).toMatchObject({ committed: true, rows: 3, acceptedRows: 3, rejectedRows: 0, newIncidents: 2, rejected: [] });
    expect(first.incidents.map(({ id, number, localIncidentId }) => ({ id, number, localIncidentId }))).toEqual(
      stored.map((i) => ({ id: i.id, number: i.incident_number, localIncidentId: i.local_incident_id })),
    );
    expect(stored[0]!.incident_number).toMatch(/^RAI-27-\d{5}$/);
    const c1 = stored[0]!.id;
    const { rows: parts } = await sql<{ interventions: number; notices: number; injuries: number; history: number }>`
      select (select count(*)::int from restraint.interventions v join restraint.incident_students s on s.id = v.incident_student_id
                where s.incident_id = ${c1}) as interventions,
             (select count(*)::int from restraint.incident_notices where incident_id = ${c1} and recipient = 'PARENT') as notices,
             (select count(*)::int from restraint.incident_injuries where incident_id = ${c1} and person = 'STUDENT') as injuries,
             (select count(*)::int from restraint.incident_history where incident_id = ${c1} and action = 'imported') as history`.execute(
      portal.db,
    );
    expect(parts[0]).toEqual({ interventions: 2, notices: 1, injuries: 1, history: 1 });

    const again = await importFile(file);
    expect(again).toMatchObject({ newIncidents: 0, changedIncidents: 0, unchangedIncidents: 2, fileHash: first.fileHash });
    expect(again.incidents.map((i) => i.id)).toEqual(first.incidents.map((i) => i.id));
    expect(await incidentsNamed(['IMP-C1', 'IMP-C2'])).toEqual(stored);
    const batches = await portal.db
      .selectFrom('restraint.import_batches')
      .select(['id', 'file_hash', 'new_incidents', 'unchanged_incidents'])
      .where('file_hash', '=', first.fileHash)
      .orderBy('id')
      .execute();
    expect(batches).toEqual([
      { id: first.batchId, file_hash: first.fileHash, new_incidents: 2, unchanged_incidents: 0 },
      { id: again.batchId, file_hash: first.fileHash, new_incidents: 0, unchanged_incidents: 2 },
    ]);
  });

  test('a changed row updates its Draft by the upsert key, moves its version on and keeps the change in its history', async () => {
    await importFile(csv([use('IMP-U1', 'IMPU1')]));
    const result = await importFile(csv([use('IMP-U1', 'IMPU1', { location: 'Gym', end_time: '09:50' })]));
    expect(result).toMatchObject({ newIncidents: 0, changedIncidents: 1 });
    const [incident] = await incidentsNamed(['IMP-U1']);
    expect(incident).toMatchObject({ location: 'Gym', version: 2, status: 'Draft' });
    const history = await portal.db
      .selectFrom('restraint.incident_history')
      .select(['action', 'changes', 'user_name'])
      .where('incident_id', '=', incident!.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({
      action: 'imported',
      user_name: DISTRICT_ADMIN,
      changes: {
        location: { from: 'Classroom', to: 'Gym' },
        'students.IMPU1.interventions.PHYSICAL@2026-09-14 09:30.endTime': { from: '09:40', to: '09:50' },
      },
    });
  });

  test('finalize on commit finalizes the written incidents and runs the rules; their rows are refused afterwards', async () => {
    const result = await importFile(csv([use('IMP-F1', 'IMPF1', { emergency: 'N', reason_code: '' })]), { query: '?finalize=true' });
    expect(result.incidents).toEqual([expect.objectContaining({ localIncidentId: 'IMP-F1', status: 'Finalized' })]);
    const [incident] = await incidentsNamed(['IMP-F1']);
    expect(incident!.status).toBe('Finalized');
    // The rules ran at the import's finalize: a physical restraint without an emergency is a violation.
    const violations = await portal.db
      .selectFrom('restraint.violations')
      .select(['rule_code', 'state_student_id', 'status'])
      .where('incident_id', '=', incident!.id)
      .execute();
    expect(violations).toEqual([{ rule_code: 'PR-NO-EMERGENCY', state_student_id: 'IMPF1', status: 'Open' }]);
    const again = await importFile(csv([use('IMP-F1', 'IMPF1', { location: 'Gym' })]));
    expect(again.rejected).toEqual([{ line: 2, column: 'local_incident_id', message: M.finalized(incident!.incident_number) }]);
  });

  test('a preview with finalize on commit answers what its commit does and leaves every incident as it was', async () => {
    await importFile(csv([use('IMP-Q2', 'IMPQ2'), use('IMP-Q3', 'IMPQ3')]));
    // A Draft whose restraint no one has said the staff were trained for (as the form may save it) cannot be finalized.
    await sql`update restraint.interventions v set staff_trained = null
      from restraint.incident_students s join restraint.incidents i on i.id = s.incident_id
      where s.id = v.incident_student_id and i.local_incident_id = 'IMP-Q2'`.execute(portal.db);
    const file = csv([
      use('IMP-Q1', 'IMPQ1', { emergency: 'N', reason_code: '' }),
      use('IMP-Q2', 'IMPQ2', { start_time: '10:30', end_time: '10:40' }),
      use('IMP-Q3', 'IMPQ3', { location: 'Gym' }),
    ]);
    const statuses = (result: RestraintImportResult) => result.incidents.map((i) => [i.localIncidentId, i.change, i.status]);
    const stored = async () => (await incidentsNamed(['IMP-Q1', 'IMP-Q2', 'IMP-Q3'])).map((i) => [i.local_incident_id, i.status]);

    const preview = await importFile(file, { query: '?preview=true&finalize=true' });
    expect(statuses(preview)).toEqual([
      ['IMP-Q1', 'new', 'Finalized'],
      ['IMP-Q2', 'changed', 'Draft'],
      ['IMP-Q3', 'changed', 'Finalized'],
    ]);
    expect(await stored()).toEqual([
      ['IMP-Q2', 'Draft'],
      ['IMP-Q3', 'Draft'],
    ]);

    const commit = await importFile(file, { query: '?finalize=true' });
    expect(statuses(commit)).toEqual(statuses(preview));
    expect(await stored()).toEqual([
      ['IMP-Q1', 'Finalized'],
      ['IMP-Q2', 'Draft'],
      ['IMP-Q3', 'Finalized'],
    ]);
    const violations = await portal.db
      .selectFrom('restraint.violations as v')
      .innerJoin('restraint.incidents as i', 'i.id', 'v.incident_id')
      .select(['i.local_incident_id', 'v.rule_code'])
      .where('i.local_incident_id', 'in', ['IMP-Q1', 'IMP-Q2', 'IMP-Q3'])
      .execute();
    expect(violations).toEqual([{ local_incident_id: 'IMP-Q1', rule_code: 'PR-NO-EMERGENCY' }]);
  });

  test("rows of an LEA the user may not write, an unknown school, or a known student's other birth date are refused", async () => {
    await importFile(csv([use('IMP-K1', 'IMPK1')]));
    const result = await importFile(
      csv([
        use('IMP-S1', 'IMPS1', { lea_code: BOONE, school_code: `${BOONE}-001` }),
        use('IMP-S2', 'IMPS2', { school_code: `${ADAMS}-999` }),
        use('IMP-S3', 'IMPK1', { birth_date: '2014-05-02' }),
      ]),
    );
    expect(result.rejected).toEqual([
      { line: 2, column: 'lea_code', message: M.leaNotWritable },
      { line: 3, column: 'school_code', message: M.unknownSchool(`${ADAMS}-999`) },
      { line: 4, column: 'birth_date', message: M.otherBirthDate('2014-05-01') },
    ]);
    expect(result.incidents).toEqual([]);
    const renamed = await importFile(csv([use('IMP-S4', 'IMPK1', { student_first_name: 'Other' })]));
    expect(renamed.warnings).toEqual([{ line: 2, column: 'student_last_name', message: M.otherName('Pupil IMPK1 Import') }]);
    expect(renamed.incidents.map((i) => i.localIncidentId)).toEqual(['IMP-S4']);
  });

  test('a file without a required column is refused at once; unknown columns only warn', async () => {
    const missing = await post(
      DISTRICT_ADMIN,
      csv(
        [use('IMP-M1', 'IMPM1')],
        HEADER.filter((c) => c !== 'birth_date'),
      ),
    );
    expect([missing.statusCode, missing.json().message]).toEqual([400, M.missingColumns(['birth_date'])]);
    const result = await importFile(csv([use('IMP-M2', 'IMPM2')], [...HEADER, 'Shoe_Size']), { query: '?preview=true' });
    expect(result.warnings).toEqual([{ line: 1, column: 'Shoe_Size', message: M.unknownColumn('Shoe_Size') }]);
  });

  test('every import, a preview too, names the students of its file in the disclosure log, after its transaction', async () => {
    const adamsId = (await portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', ADAMS).executeTakeFirstOrThrow()).id;
    const entriesOf = (students: string[]) =>
      portal.db
        .selectFrom('restraint.disclosures')
        .select(['route', 'kind', 'record_type', 'lea_id', 'student_count', 'state_student_ids', 'filter'])
        .where(sql<boolean>`state_student_ids && ${students}::text[]`)
        .orderBy('id')
        .execute();
    await importFile(csv([use('IMP-L1', 'IMPL1'), use('IMP-L1', 'IMPL2', { start_time: '09:35', end_time: '09:45' })]), {
      query: '?preview=true',
    });
    await importFile(csv([use('IMP-L2', 'IMPL3')]));
    const entry = (stateStudentIds: string[], preview: boolean) => ({
      route: 'POST /api/restraint/imports',
      kind: 'import',
      record_type: 'restraint-incident',
      lea_id: adamsId,
      student_count: stateStudentIds.length,
      state_student_ids: stateStudentIds,
      filter: { preview },
    });
    expect(await entriesOf(['IMPL1', 'IMPL2', 'IMPL3'])).toEqual([entry(['IMPL1', 'IMPL2'], true), entry(['IMPL3'], false)]);
  });

  test('needs data import: a district user without it is refused', async () => {
    const res = await post(DISTRICT_USER, csv([use('IMP-D1', 'IMPD1')]));
    expect(res.statusCode).toBe(403);
  });
});
