import { sql } from 'kysely';
import { CONTACT_OUTCOMES, PsosMessages as M, type B14Report, type ResponseEffort } from '@portal/shared-contracts/psos';
import { DISTRICT_USER, OPEN_YEAR, STATE_USER, usePsosPortal } from './psos-portal';

const psos = usePsosPortal();

const effort = async (query: string, user = STATE_USER) => psos.call('GET', `/api/psos/reports/effort${query}`, { user });

/** The attempts of the open collection straight from the tables, for the state or one LEA. */
async function attemptsOf(leaId: number | null) {
  const { rows } = await sql<{ outcome: string; mode: string; vendor_id: number | null; user_name: string | null; leaver_id: number }>`
    select c.outcome, c.mode, c.vendor_id, c.user_name, c.leaver_id from psos.contact_attempts c join psos.leavers y on y.id = c.leaver_id
    where y.school_year = ${OPEN_YEAR} ${leaId === null ? sql`` : sql`and y.lea_id = ${leaId}`}`.execute(psos.portal.db);
  return rows;
}

describe('GET api/psos/reports/effort', () => {
  test('the state’s response effort counts every attempt of the collection once in each breakdown, and per respondent as B14 counts R', async () => {
    const open = await psos.collection(OPEN_YEAR);
    const res = await effort(`?collectionId=${open.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ResponseEffort;
    const rows = await attemptsOf(null);
    expect(rows.length).toBeGreaterThan(100);
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect([total(body.byOutcome), total(body.byMode)]).toEqual([rows.length, rows.length]);
    expect(Object.keys(body.byOutcome).sort()).toEqual([...CONTACT_OUTCOMES].sort());
    expect(body.byOutcome.COMPLETED).toBe(rows.filter((r) => r.outcome === 'COMPLETED').length);
    for (const list of [body.byLea, body.byVendor, body.byInterviewer]) expect(list.reduce((a, r) => a + r.attempts, 0)).toBe(rows.length);
    expect(body.byVendor.find((v) => v.vendorId === null)?.attempts).toBe(rows.filter((r) => r.vendor_id === null).length);
    expect(body.byInterviewer.reduce((a, r) => a + r.completes, 0)).toBe(body.byOutcome.COMPLETED);

    const b14 = (await psos.call('GET', `/api/psos/reports/b14?collectionId=${open.id}`, { user: STATE_USER })).json() as B14Report;
    const { rows: onRespondents } = await sql<{ attempts: number }>`
      select count(*)::int as attempts from psos.contact_attempts c join psos.leavers y on y.id = c.leaver_id
      join psos.interviews i on i.leaver_id = y.id
      where y.school_year = ${OPEN_YEAR} and i.category is not null and y.verification_status <> 'Excluded'`.execute(psos.portal.db);
    expect(body.attemptsPerRespondent).toBe(onRespondents[0]!.attempts / b14.R);
  });

  test('an LEA’s effort counts that LEA’s attempts; a district user reads theirs, not the state’s', async () => {
    const res = await effort(`?leaId=${psos.homeLea}`, DISTRICT_USER);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ResponseEffort;
    const rows = await attemptsOf(psos.homeLea);
    expect(body.leaId).toBe(psos.homeLea);
    expect(body.byLea.map((l) => [l.leaId, l.attempts])).toEqual(rows.length ? [[psos.homeLea, rows.length]] : []);
    const state = await effort('', DISTRICT_USER);
    expect([state.statusCode, state.json().message]).toEqual([403, M.stateOnly]);
  });
});
