import {
  ECO_IMPORT_COLUMNS,
  EcoRecordMessages,
  RecordConflictMessages,
  type EcoImportColumn,
  type EcoImportResult,
  type RecordConflict,
} from '@portal/shared-contracts/eco';
import type { ImportState } from '@portal/shared-contracts';
import { eventually } from '@portal/service-kit/testing';
import { DISTRICT_USER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

const eco = useEcoPortal();

type Row = Partial<Record<EcoImportColumn, string>>;
const csv = (rows: Row[]) =>
  [ECO_IMPORT_COLUMNS.join(','), ...rows.map((r) => ECO_IMPORT_COLUMNS.map((c) => r[c] ?? '').join(','))].join('\r\n');

async function leaCode(id: number): Promise<string> {
  return (await eco.portal.db.selectFrom('directory.leas').select('lea_code').where('id', '=', id).executeTakeFirstOrThrow()).lea_code;
}

/** Uploads `rows` as form-data and waits for the import's report. */
async function importRows(rows: Row[], { user = DISTRICT_USER, preview = true } = {}): Promise<EcoImportResult> {
  const data = new FormData();
  data.append('file', new Blob([csv(rows)], { type: 'text/csv' }), 'ratings.csv');
  const accepted = await eco.call('POST', `/api/eco/imports?preview=${preview}`, { user, payload: data });
  expect(accepted.statusCode).toBe(202);
  const state = await eventually(async () => {
    const res = (await eco.call('GET', `/api/eco/imports/${accepted.json().id}`, { user })).json() as ImportState<EcoImportResult>;
    return res.status === 'done' || res.status === 'failed' ? res : undefined;
  }, 'the import');
  expect(state.status).toBe('done');
  return state.result!;
}

const openConflicts = async (user = STATE_USER) => {
  const res = await eco.call('GET', '/api/eco/record-conflicts', { user });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: RecordConflict[] }).items;
};

// A child of another LEA, born 2020-05-05, in its program from 2023-09-01 to 2024-06-01.
const OTHER_CHILD = `OTHER-${process.pid}`;
let otherCode: string;
let homeCode: string;
beforeAll(async () => {
  [otherCode, homeCode] = [await leaCode(eco.otherLea), await leaCode(eco.homeLea)];
  const made = await importRows(
    [
      {
        stateStudentId: OTHER_CHILD,
        firstName: 'Hidden',
        lastName: 'Elsewhere',
        birthDate: '2020-05-05',
        leaCode: otherCode,
        entryDate: '2023-09-01',
        exitDate: '2024-06-01',
      },
    ],
    { user: STATE_ADMIN, preview: false },
  );
  expect(made.imported).toBe(1);
});

const row = (fields: Row): Row => ({ stateStudentId: OTHER_CHILD, firstName: 'Probe', lastName: 'Row', leaCode: homeCode, ...fields });

test("a district's import answers one message whatever another LEA's record holds, and the state sees each clash", async () => {
  const probes = [
    row({ birthDate: '2020-05-05', entryDate: '2023-09-01' }), // that LEA's record itself
    row({ birthDate: '2020-05-05', entryDate: '2024-09-01' }), // a new record, the right date of birth
    row({ birthDate: '2020-05-06', entryDate: '2025-09-01' }), // a new record, a wrong one
  ];
  const result = await importRows(probes);
  expect(result.imported + result.updated).toBe(0);
  expect(result.rejected).toEqual(
    probes.map((_, i) => ({ line: i + 2, stateStudentId: OTHER_CHILD, reasons: { stateStudentId: EcoRecordMessages.heldForStateReview } })),
  );

  // The preview wrote nothing, yet the state has each clash, with what the district was not told.
  const conflicts = (await openConflicts()).filter((c) => c.stateStudentId === OTHER_CHILD);
  expect(conflicts.map((c) => [c.entryDate, c.reason, c.birthDateDiffers, c.source, c.leaId]).sort()).toEqual([
    ['2023-09-01', 'recordInOtherLea', false, 'import', eco.homeLea],
    ['2024-09-01', 'newRecordElsewhere', false, 'import', eco.homeLea],
    ['2025-09-01', 'newRecordElsewhere', true, 'import', eco.homeLea],
  ]);
  expect(conflicts.every((c) => c.otherLeaNames.length === 1 && c.reportedByName)).toBe(true);

  // The same clash again counts up on its entry instead of adding one.
  await importRows([probes[2]!]);
  const again = (await openConflicts()).filter((c) => c.stateStudentId === OTHER_CHILD);
  expect(again).toHaveLength(3);
  expect(again.find((c) => c.entryDate === '2025-09-01')!.timesSeen).toBe(2);
});

test('the child form answers the same for a district, and the state still gets the details it needs', async () => {
  for (const birthDate of ['2020-05-05', '2019-01-01']) {
    const res = await eco.createChild({ stateStudentId: OTHER_CHILD, birthDate, entryDate: '2025-10-01' });
    expect([res.statusCode, res.json().message, res.json().errors]).toEqual([
      409,
      EcoRecordMessages.heldForStateReview,
      { stateStudentId: EcoRecordMessages.heldForStateReview },
    ]);
  }
  const fromForm = (await openConflicts()).find((c) => c.stateStudentId === OTHER_CHILD && c.source === 'form');
  expect(fromForm).toMatchObject({ entryDate: '2025-10-01', reason: 'newRecordElsewhere', birthDateDiffers: true, timesSeen: 2 });
  expect(await eco.db.selectFrom('children').select('id').where('state_student_id', '=', OTHER_CHILD).execute()).toHaveLength(1);

  // The state's own staff, who see every LEA, get the plain answer: it is another child.
  const state = await eco.createChild({ stateStudentId: OTHER_CHILD, birthDate: '2019-01-01', entryDate: '2025-10-01' }, STATE_ADMIN);
  expect([state.statusCode, state.json().message]).toEqual([409, EcoRecordMessages.otherChild]);
});

test('only state staff read the review list; a conflict is resolved once, with how, and kept', async () => {
  expect((await eco.call('GET', '/api/eco/record-conflicts')).statusCode).toBe(403);
  const [first] = await openConflicts();
  expect(first).toBeDefined();
  const resolve = (resolution: string, user = STATE_USER) =>
    eco.call('POST', `/api/eco/record-conflicts/${first!.id}/resolve`, { user, payload: { resolution } });

  expect((await resolve('Moved; the LEAs agreed', DISTRICT_USER)).statusCode).toBe(403);
  const blank = await resolve('   ');
  expect([blank.statusCode, blank.json().errors]).toEqual([400, { resolution: RecordConflictMessages.resolutionRequired }]);
  expect((await resolve('Moved; the LEAs agreed')).statusCode).toBe(204);
  const twice = await resolve('again');
  expect([twice.statusCode, twice.json().message]).toEqual([409, RecordConflictMessages.alreadyResolved]);

  expect((await openConflicts()).map((c) => c.id)).not.toContain(first!.id);
  const resolved = (await eco.call('GET', '/api/eco/record-conflicts?status=resolved', { user: STATE_USER })).json()
    .items as RecordConflict[];
  expect(resolved.find((c) => c.id === first!.id)).toMatchObject({
    resolution: 'Moved; the LEAs agreed',
    resolvedByName: expect.any(String),
  });

  const csvFile = await eco.call('GET', '/api/eco/record-conflicts?status=resolved&format=csv', { user: STATE_USER });
  expect(csvFile.body.split('\r\n')[0]).toContain('State student id');
  expect(csvFile.body).toContain('Moved; the LEAs agreed');
});
