import type { VendorDashboard, YouthHistoryEntry, YouthPage } from '@portal/shared-contracts/psos';
import { PsosMessages as M } from '@portal/shared-contracts/psos';
import { DISTRICT_ADMIN, DISTRICT_USER, leaver, listFile, OPEN_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

const history = (id: number, user = DISTRICT_USER) => psos.call('GET', `/api/psos/youth/${id}/history`, { user });
const youthList = async (query: string, user: string, leaId: number | null = null) =>
  psos.call('GET', `/api/psos/youth?${query}&pageSize=100`, { user, leaId });

/** A youth of the demo district's open list nobody has tried to reach yet. */
const untouchedYouth = async () =>
  (
    await psos.db
      .selectFrom('leavers')
      .select('id')
      .where('school_year', '=', OPEN_YEAR)
      .where('lea_id', '=', psos.homeLea)
      .where('verification_status', '<>', 'Excluded')
      .where('survey_status', '=', 'NotContacted')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('GET api/psos/youth/{id}/history', () => {
  test('who changed what and when: verification, an attempt and the interview, newest first, each field from what to what', async () => {
    const id = await untouchedYouth();
    const verify = (body: unknown) => psos.call('PUT', `/api/psos/youth/${id}/verification`, { user: STATE_USER, payload: body });
    expect((await verify({ status: 'Excluded', reason: 'RETURNED_TO_SCHOOL' })).statusCode).toBe(200);
    expect((await verify({ status: 'Pending' })).statusCode).toBe(200);
    const attempt = await psos.call('POST', `/api/psos/youth/${id}/attempts`, {
      payload: { attemptedAt: '2026-07-14T15:00:00.000Z', mode: 'PHONE', outcome: 'LEFT_MESSAGE' },
    });
    expect(attempt.statusCode).toBe(201);
    const interview = await psos.call('PUT', `/api/psos/youth/${id}/interview`, {
      payload: {
        mode: 'PHONE',
        interviewDate: '2026-07-15',
        respondent: 'YOUTH',
        answers: { E1: false, W1: true, W2: true, W3: true, W4: true, W5: 'INTEGRATED' },
      },
    });
    expect(interview.statusCode).toBe(200);

    const res = await history(id);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as YouthHistoryEntry[];
    expect(entries.map((e) => [e.action, e.userName])).toEqual([
      ['interview-recorded', DISTRICT_USER],
      ['attempt-logged', DISTRICT_USER],
      ['verification-changed', STATE_USER],
      ['verification-changed', STATE_USER],
    ]);
    expect(entries[0]!.changes).toMatchObject({ category: { from: null, to: 'CE' }, mode: { from: null, to: 'PHONE' } });
    expect(entries[1]!.changes).toEqual({ mode: { from: null, to: 'PHONE' }, outcome: { from: null, to: 'LEFT_MESSAGE' } });
    expect(entries[2]!.changes).toEqual({
      verification: { from: 'Excluded', to: 'Pending' },
      exclusionReason: { from: 'RETURNED_TO_SCHOOL', to: null },
    });
    expect(entries[0]!.at >= entries[3]!.at).toBe(true);

    // Not the vendor's youth: its history is as missing as the youth.
    expect((await history(id, VENDOR_USER)).statusCode).toBe(404);
  });

  test('a youth listed after its LEA’s reset shows the reset with its reason, beneath its listing', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const reset = await psos.call('POST', `/api/psos/collections/${open.id}/leas/${psos.homeLea}/reset`, {
      user: DISTRICT_ADMIN,
      payload: { leaCode: '01-1000', reason: 'The file was of the wrong year' },
    });
    expect(reset.statusCode).toBe(200);
    const report = await psos.importList(
      listFile([leaver('HIST1', { birthDate: '2006-04-02', exitDate: '2025-05-29' })]),
      `collectionId=${open.id}&leaId=${psos.homeLea}`,
    );
    expect(report.rejected).toEqual([]);
    const { id } = await psos.db
      .selectFrom('leavers')
      .select('id')
      .where('school_year', '=', OPEN_YEAR)
      .where('state_student_id', '=', 'HIST1')
      .executeTakeFirstOrThrow();

    const entries = (await history(id)).json() as YouthHistoryEntry[];
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['listed', null],
      ['reset', 'The file was of the wrong year'],
    ]);
    expect(entries[0]!.changes.stateStudentId).toEqual({ from: null, to: 'HIST1' });
    expect(entries[1]!.changes.youth).toEqual({ from: null, to: expect.any(Number) });
  });
});

describe('GET api/psos/youth?vendorId=', () => {
  test('the state lists one vendor’s youth in every LEA, whatever LEA the top bar holds; a vendor’s user stays on its own', async () => {
    const vendorId = ((await psos.call('GET', '/api/psos/dashboards/vendor', { user: VENDOR_USER })).json() as VendorDashboard).vendorId!;
    const own = (await youthList('', VENDOR_USER)).json() as YouthPage;
    expect(own.totalCount).toBeGreaterThan(0);

    const res = await youthList(`vendorId=${vendorId}`, STATE_USER, psos.homeLea);
    expect(res.statusCode).toBe(200);
    const byVendor = res.json() as YouthPage;
    expect(byVendor.totalCount).toBe(own.totalCount);
    expect(byVendor.items.every((y) => y.vendorId === vendorId)).toBe(true);
    expect(new Set(byVendor.items.map((y) => y.leaId)).size).toBeGreaterThan(1);
    const oneLea = byVendor.items[0]!.leaId;
    const inOneLea = (await youthList(`vendorId=${vendorId}&leaId=${oneLea}`, STATE_USER)).json() as YouthPage;
    expect(inOneLea.items.every((y) => y.leaId === oneLea && y.vendorId === vendorId)).toBe(true);
    expect(inOneLea.totalCount).toBeGreaterThan(0);
    expect(inOneLea.totalCount).toBeLessThan(byVendor.totalCount);

    expect(((await youthList(`vendorId=${vendorId}`, VENDOR_USER)).json() as YouthPage).totalCount).toBe(own.totalCount);
    expect(((await youthList(`vendorId=${vendorId + 1000}`, VENDOR_USER)).json() as YouthPage).totalCount).toBe(0);

    const district = await youthList(`vendorId=${vendorId}`, DISTRICT_USER, psos.homeLea);
    expect([district.statusCode, district.json().message]).toEqual([403, M.vendorFilterStateOnly]);
  });
});
