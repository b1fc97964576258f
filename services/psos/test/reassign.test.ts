import { sql } from 'kysely';
import { PsosMessages as M, type VendorDashboard } from '@portal/shared-contracts/psos';
import { DISTRICT_USER, OPEN_YEAR, STATE_USER, usePsosPortal, VENDOR_USER } from './psos-portal';

const psos = usePsosPortal();

const reassign = (id: number, payload: unknown, user = STATE_USER) =>
  psos.call('PUT', `/api/psos/youth/${id}/assignment`, { user, payload });
const attemptsOf = async (id: number) =>
  (await psos.db.selectFrom('contact_attempts').select('id').where('leaver_id', '=', id).execute()).length;

describe('PUT api/psos/youth/{id}/assignment', () => {
  test('the state moves one youth from the District to a vendor and back; its attempts stay with it', async () => {
    const { rows } = await sql<{ id: number }>`
      select y.id from psos.leavers y
      where y.school_year = ${OPEN_YEAR} and y.lea_id = ${psos.homeLea} and y.verification_status <> 'Excluded'
        and exists (select 1 from psos.contact_attempts a where a.leaver_id = y.id)
      order by y.id limit 1`.execute(psos.portal.db);
    const id = rows[0]!.id;
    const attempts = await attemptsOf(id);
    const { vendorId } = (await psos.call('GET', '/api/psos/dashboards/vendor', { user: VENDOR_USER })).json() as VendorDashboard;
    expect((await psos.call('GET', `/api/psos/youth/${id}`, { user: VENDOR_USER })).statusCode).toBe(404);

    const moved = await reassign(id, { assignTo: 'Vendor', vendorId });
    expect([moved.statusCode, moved.json()]).toEqual([200, expect.objectContaining({ id, assignment: 'Vendor', vendorId, attempts })]);
    expect((await psos.call('GET', `/api/psos/youth/${id}`, { user: VENDOR_USER })).statusCode).toBe(200);
    const districtAttempt = await psos.call('POST', `/api/psos/youth/${id}/attempts`, {
      user: DISTRICT_USER,
      payload: { attemptedAt: new Date().toISOString(), mode: 'PHONE', outcome: 'NO_ANSWER' },
    });
    expect([districtAttempt.statusCode, districtAttempt.json().message]).toEqual([403, M.notYourInterview]);
    expect(await attemptsOf(id)).toBe(attempts);

    const back = await reassign(id, { assignTo: 'Lea', vendorId: null });
    expect(back.json()).toMatchObject({ assignment: 'District', vendorId: null, attempts });
    expect((await psos.call('GET', `/api/psos/youth/${id}`, { user: VENDOR_USER })).statusCode).toBe(404);
  });

  test('only the state reassigns, and a vendor goes with its id', async () => {
    const { id } = await psos.db
      .selectFrom('leavers')
      .select('id')
      .where('school_year', '=', OPEN_YEAR)
      .where('lea_id', '=', psos.homeLea)
      .executeTakeFirstOrThrow();
    expect((await reassign(id, { assignTo: 'District', vendorId: null }, DISTRICT_USER)).statusCode).toBe(403);
    const noVendor = await reassign(id, { assignTo: 'Vendor', vendorId: null });
    expect([noVendor.statusCode, noVendor.json().errors]).toEqual([400, { vendorId: M.vendorOnlyWithVendor }]);
  });
});
