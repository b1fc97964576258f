import { sql } from 'kysely';
import {
  SURVEY_STATUSES,
  type B14Report,
  type DistrictDashboard,
  type StateTracking,
  type VendorDashboard,
} from '@portal/shared-contracts/psos';
import { DISTRICT_USER, OPEN_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

const get = <T>(url: string, user: string, leaId: number | null = null) =>
  psos.call('GET', url, { user, leaId }).then((res) => {
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    return res.json() as T;
  });
const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('GET api/psos/dashboards/state-tracking', () => {
  test('one row per LEA; the six statuses add up to T; the state row sums the counts and takes its rates from the sums', async () => {
    const tracking = await get<StateTracking>('/api/psos/dashboards/state-tracking', STATE_USER);
    expect(tracking.rows.length).toBeGreaterThan(20);
    for (const row of tracking.rows) {
      expect(sumOf(SURVEY_STATUSES.map((s) => row.statuses[s]))).toBe(row.T);
      expect(row.T).toBe(row.L - row.X);
    }
    const { state } = tracking;
    for (const key of ['L', 'pending', 'X', 'T', 'R', 'attempts', 'duplicates'] as const)
      expect(state[key]).toBe(sumOf(tracking.rows.map((r) => r[key])));
    expect(state.adjustedRate).toBeCloseTo((state.R / state.T) * 100, 10);
    expect(state.rawRate).toBeCloseTo((state.R / state.L) * 100, 10);
    const b14 = await get<B14Report>('/api/psos/reports/b14', STATE_USER);
    expect([state.L, state.X, state.T, state.R]).toEqual([b14.L, b14.X, b14.T, b14.R]);
    expect(state.adjustedRate).toBe(b14.adjustedRate);
    expect(tracking.rows.some((r) => r.assignedTo !== 'District' && r.vendorId !== null)).toBe(true);
  });

  test('one state student id on two LEAs’ lists is flagged on both rows', async () => {
    const other = tracking_lea_other();
    const before = await get<StateTracking>('/api/psos/dashboards/state-tracking', STATE_USER);
    const otherLea = (await other).id;
    // The same youth listed by a second LEA, as a statewide file with a mistake would do.
    await sql`insert into psos.leavers (school_year, lea_id, state_student_id, first_name, last_name, birth_date, exit_date, exit_reason,
        disability_category, sex, race_ethnicity, english_learner)
      select school_year, ${otherLea}, state_student_id, first_name, last_name, birth_date, exit_date, exit_reason,
        disability_category, sex, race_ethnicity, english_learner
      from psos.leavers where school_year = ${OPEN_YEAR} and lea_id = ${psos.homeLea} and verification_status <> 'Excluded'
      order by id limit 1`.execute(psos.portal.db);
    const after = await get<StateTracking>('/api/psos/dashboards/state-tracking', STATE_USER);
    const duplicates = (t: StateTracking, leaId: number) => t.rows.find((r) => r.leaId === leaId)!.duplicates;
    expect(duplicates(after, psos.homeLea)).toBe(duplicates(before, psos.homeLea) + 1);
    expect(duplicates(after, otherLea)).toBe(duplicates(before, otherLea) + 1);
  });

  test('the download holds every row, then the state’s', async () => {
    const res = await psos.call('GET', '/api/psos/dashboards/state-tracking?format=csv', { user: STATE_USER });
    const tracking = await get<StateTracking>('/api/psos/dashboards/state-tracking', STATE_USER);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(tracking.rows.length + 2);
    expect(lines.at(-1)).toContain('State');
    expect(lines[0]).toContain('Cross-LEA duplicates');
  });
});

async function tracking_lea_other() {
  return psos.portal.db.selectFrom('directory.leas').select('id').where('lea_code', '=', '02-1007').executeTakeFirstOrThrow() as Promise<{
    id: number;
  }>;
}

describe('GET api/psos/dashboards/district', () => {
  test('the selected LEA’s verification progress, statuses, rates, attempts per contacted youth and interim B14 figures', async () => {
    const dashboard = await get<DistrictDashboard>('/api/psos/dashboards/district', DISTRICT_USER, psos.homeLea);
    const { verification, statuses, T, R, attempts } = dashboard;
    expect(verification.progress).toBeCloseTo(((verification.confirmed + verification.excluded) / verification.L) * 100, 10);
    expect(sumOf(SURVEY_STATUSES.map((s) => statuses[s]))).toBe(T);
    expect(R).toBe(statuses.Completed);
    expect(dashboard.attemptsPerContacted).toBeCloseTo(attempts / (T - statuses.NotContacted), 10);
    const b14 = await get<B14Report>(`/api/psos/reports/b14?leaId=${psos.homeLea}`, STATE_USER);
    expect(dashboard.b14).toEqual(b14);
    expect(dashboard.adjustedRate).toBe(b14.adjustedRate);
    const tracking = await get<StateTracking>('/api/psos/dashboards/state-tracking', STATE_USER);
    expect(tracking.rows.find((r) => r.leaId === psos.homeLea)).toMatchObject({ L: verification.L, T, R, attempts });

    const other = await tracking_lea_other();
    const refused = await psos.call('GET', `/api/psos/dashboards/district?leaId=${other.id}`, { user: DISTRICT_USER, leaId: psos.homeLea });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET api/psos/dashboards/vendor', () => {
  test('a vendor’s user sees its youth per LEA and in total, and its interviewers’ days; a state user picks the vendor', async () => {
    const mine = await get<VendorDashboard>('/api/psos/dashboards/vendor', VENDOR_USER);
    expect(mine.rows.length).toBeGreaterThan(0);
    for (const key of ['youth', 'attempts', 'attemptsToday', 'badContact'] as const)
      expect(mine.total[key]).toBe(sumOf(mine.rows.map((r) => r[key])));
    expect(mine.total.attemptsPerComplete).toBeCloseTo(mine.total.attempts / mine.total.statuses.Completed, 10);
    expect(sumOf(mine.interviewers.map((d) => d.completes))).toBeGreaterThan(0);
    expect(mine.rows.map((r) => r.leaId)).not.toContain(psos.homeLea);

    const picked = await get<VendorDashboard>(`/api/psos/dashboards/vendor?vendorId=${mine.vendorId}`, STATE_USER);
    expect(picked).toEqual(mine);
    const unpicked = await psos.call('GET', '/api/psos/dashboards/vendor', { user: STATE_USER });
    expect(unpicked.statusCode).toBe(400);
    const another = await psos.call('GET', `/api/psos/dashboards/vendor?vendorId=${mine.vendorId + 1}`, { user: VENDOR_USER });
    expect(another.statusCode).toBe(403);
    expect((await psos.call('GET', '/api/psos/dashboards/vendor', { user: DISTRICT_USER })).statusCode).toBe(403);

    const file = await psos.call('GET', '/api/psos/dashboards/vendor?format=csv', { user: VENDOR_USER });
    expect(file.body.trim().split(/\r?\n/)).toHaveLength(mine.rows.length + 2);
  });
});
