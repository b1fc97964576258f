import { sql } from 'kysely';
import { FieldMessages } from '@portal/shared-contracts';
import {
  EcoRatingMessages,
  EcoRecordMessages,
  type ChildHistoryEntry,
  type ChildRecord,
  type RatingSet,
} from '@portal/shared-contracts/eco';
import { DISTRICT_USER, STATE_ADMIN, STATE_USER, useEcoPortal } from './eco-portal';

const eco = useEcoPortal();

const ratingsUrl = (id: number, phase: string, step = '') => `/api/eco/children/${id}/ratings/${phase}${step ? `/${step}` : ''}`;
const save = (id: number, phase: string, payload: unknown, user = DISTRICT_USER) =>
  eco.call('PUT', ratingsUrl(id, phase), { user, payload });
const step = (id: number, phase: string, name: string, user: string, payload?: unknown) =>
  eco.call('POST', ratingsUrl(id, phase, name), { user, payload });
const record = async (id: number) => (await eco.call('GET', `/api/eco/children/${id}`)).json<ChildRecord>();
const history = async (id: number) => (await eco.call('GET', `/api/eco/children/${id}/history`)).json<ChildHistoryEntry[]>();
const auditEvents = async (id: number) =>
  (
    await sql<{
      event: string;
    }>`select event from eco.audit_events where entity_type = 'child' and entity_id = ${String(id)} order by id`.execute(eco.portal.db)
  ).rows.map((r) => r.event);

describe('entry and exit ratings, from draft to finalized and back', () => {
  let childId: number;

  beforeAll(async () => {
    const res = await eco.createChild({ exitDate: '2026-06-05', exitReason: 'TRANSFERRED_TO_GENERAL_EDUCATION' });
    childId = res.json<ChildRecord>().id;
  });

  test('exit ratings wait for the entry ratings', async () => {
    const res = await save(childId, 'exit', {
      ratingDate: '2026-06-01',
      ratings: { A: 4, B: 4, C: 4 },
      progress: { A: true, B: true, C: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EcoRecordMessages.exitBeforeEntryRatings);
  });

  test('entry ratings out of range or dated in the future are refused with field errors, and nothing is saved', async () => {
    const res = await save(childId, 'entry', { ratingDate: '2999-01-01', ratings: { A: 8, B: 3, C: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      ratingDate: FieldMessages.noFutureDates,
      entryRatingA: EcoRatingMessages.ratingRange,
      entryRatingC: EcoRatingMessages.ratingRange,
    });
    expect((await record(childId)).entry).toBeNull();
  });

  test('saves entry ratings as a draft, then as a new version', async () => {
    const first = await save(childId, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 6, C: null } });
    expect(first.statusCode).toBe(200);
    expect(first.json<RatingSet>()).toMatchObject({
      phase: 'entry',
      status: 'Draft',
      version: 1,
      ratings: { A: 3, B: 6, C: null },
      progress: { A: null, B: null, C: null },
    });
    const stale = await save(childId, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 6, C: 2 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EcoRecordMessages.staleVersion);
    const second = await save(childId, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 6, C: 2 }, version: 1 });
    expect(second.json<RatingSet>()).toMatchObject({ version: 2, ratings: { C: 2 } });
  });

  test('submitting needs all three outcomes rated, and the submit permission', async () => {
    expect((await step(childId, 'entry', 'submit', STATE_USER)).statusCode).toBe(403);
    const res = await step(childId, 'entry', 'submit', DISTRICT_USER);
    expect(res.statusCode).toBe(200);
    expect(res.json<RatingSet>()).toMatchObject({ status: 'Submitted', submittedAt: expect.any(String), version: 3 });
  });

  test('finalizing needs the finalize permission and submitted ratings; finalized ratings are read-only', async () => {
    expect((await step(childId, 'entry', 'finalize', DISTRICT_USER)).statusCode).toBe(403);
    const done = await step(childId, 'entry', 'finalize', STATE_USER);
    expect(done.statusCode).toBe(200);
    expect(done.json<RatingSet>()).toMatchObject({ status: 'Finalized', finalizedAt: expect.any(String) });
    const again = await step(childId, 'entry', 'finalize', STATE_USER);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EcoRecordMessages.notSubmitted);

    const edit = await save(childId, 'entry', { ratingDate: '2025-09-20', ratings: { A: 4, B: 6, C: 2 }, version: 4 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(EcoRecordMessages.finalized);
    expect((await step(childId, 'entry', 'submit', DISTRICT_USER)).json().message).toBe(EcoRecordMessages.finalized);
    expect((await record(childId)).entry!.ratings).toEqual({ A: 3, B: 6, C: 2 });
  });

  test("exit ratings breaking a rule are refused with field errors keyed as the import's columns, and nothing is saved", async () => {
    // A: higher at exit with No; B: equal at 6 is fine; C: lower at exit without an answer, which decides the category.
    const broken = { ratingDate: '2026-06-01', ratings: { A: 5, B: 6, C: 1 }, progress: { A: false, B: true, C: null } };
    const res = await save(childId, 'exit', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ progressA: EcoRatingMessages.higherNeedsYes, progressC: EcoRatingMessages.progressDecides });
    expect((await record(childId)).exit).toBeNull();
  });

  test('fixed, they are saved with their warnings standing, and the categories follow the shared rule', async () => {
    const res = await save(childId, 'exit', {
      ratingDate: '2026-06-01',
      ratings: { A: 5, B: 7, C: 1 },
      progress: { A: true, B: false, C: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<RatingSet>()).toMatchObject({ status: 'Draft', warnings: { progressB: EcoRatingMessages.ageExpectedWithNo } });
    const child = await record(childId);
    expect(child.exit!.warnings).toEqual({ progressB: EcoRatingMessages.ageExpectedWithNo });
    expect(child.categories).toEqual({
      A: { category: 'c', excluded: null, flags: [] },
      B: { category: 'e', excluded: null, flags: ['ageExpectedWithNo'] },
      C: { category: 'a', excluded: null, flags: [] },
    });
  });

  test('exit ratings go through submit and finalize as well', async () => {
    // A client may send an empty JSON body with a step that takes none.
    expect((await step(childId, 'exit', 'submit', DISTRICT_USER, {})).json().status).toBe('Submitted');
    expect((await step(childId, 'exit', 'finalize', STATE_ADMIN)).json().status).toBe('Finalized');
    const list = await eco.call('GET', `/api/eco/children?search=${(await record(childId)).lastName}`);
    expect(list.json().items[0]).toMatchObject({ entryStatus: 'Finalized', exitStatus: 'Finalized', nextStep: 'complete' });
  });

  test('unlocking needs the unlock permission and a reason, and returns the ratings to draft', async () => {
    expect((await step(childId, 'entry', 'unlock', DISTRICT_USER, { reason: 'Typo in A' })).statusCode).toBe(403);
    const noReason = await step(childId, 'entry', 'unlock', STATE_USER, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const res = await step(childId, 'entry', 'unlock', STATE_USER, { reason: 'Rating A was entered for another child' });
    expect(res.statusCode).toBe(200);
    expect(res.json<RatingSet>()).toMatchObject({
      status: 'Draft',
      finalizedAt: null,
      submittedAt: null,
      unlockedAt: expect.any(String),
      unlockReason: 'Rating A was entered for another child',
    });
    const user = await eco.portal.db.selectFrom('directory.users').select('id').where('email', '=', STATE_USER).executeTakeFirstOrThrow();
    const row = await eco.db
      .selectFrom('outcome_ratings')
      .select(['unlocked_by', 'unlock_reason'])
      .where('child_id', '=', childId)
      .where('phase', '=', 'entry')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ unlocked_by: user.id, unlock_reason: 'Rating A was entered for another child' });
    expect((await step(childId, 'entry', 'unlock', STATE_USER, { reason: 'again' })).json().message).toBe(EcoRecordMessages.notFinalized);
  });

  test('a changed entry rating must still agree with the saved exit ratings', async () => {
    const current = (await record(childId)).entry!;
    // A would fall to 4 against an exit of 5 answered Yes: fine. C rising to 3 against an exit of 1 answered No: fine.
    const ok = await save(childId, 'entry', { ratingDate: '2025-09-20', ratings: { A: 4, B: 6, C: 3 }, version: current.version });
    expect(ok.statusCode).toBe(200);
    // A at 4 with exit 5 and Yes stays fine; B at 2 with exit 7 and No breaks the higher-needs-Yes rule.
    const broken = await save(childId, 'entry', {
      ratingDate: '2025-09-20',
      ratings: { A: 4, B: 2, C: 3 },
      version: ok.json<RatingSet>().version,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ progressB: EcoRatingMessages.higherNeedsYes });
  });

  test('every change is in the history, newest first, from what to what, and in the audit trail', async () => {
    const entries = await history(childId);
    expect(entries.map((e) => e.action)).toEqual([
      'ratings-saved',
      'unlocked',
      'finalized',
      'submitted',
      'ratings-saved',
      'finalized',
      'submitted',
      'ratings-saved',
      'ratings-saved',
      'created',
    ]);
    const unlocked = entries[1]!;
    expect(unlocked).toMatchObject({
      reason: 'Rating A was entered for another child',
      changes: { entryStatus: { from: 'Finalized', to: 'Draft' } },
    });
    expect(entries[0]!.changes).toEqual({ entryRatingA: { from: 3, to: 4 }, entryRatingC: { from: 2, to: 3 } });
    expect(entries[4]!.changes).toMatchObject({
      exitRatingA: { from: null, to: 5 },
      progressB: { from: null, to: false },
      exitStatus: { from: null, to: 'Draft' },
    });
    expect(entries[8]!.changes).toMatchObject({ entryRatingA: { from: null, to: 3 }, entryRatingDate: { from: null, to: '2025-09-20' } });
    expect(entries.every((e) => typeof e.userName === 'string')).toBe(true);

    expect(await auditEvents(childId)).toEqual([...entries].reverse().map((e) => `child-${e.action}`));
  });

  test('exit ratings need an exit date', async () => {
    const child = (await eco.createChild()).json<ChildRecord>();
    await save(child.id, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 3, C: 3 } });
    const res = await save(child.id, 'exit', {
      ratingDate: '2026-06-01',
      ratings: { A: 4, B: 4, C: 4 },
      progress: { A: true, B: true, C: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EcoRecordMessages.exitRatingsNeedExitDate);
  });

  test('a submit missing ratings names them', async () => {
    const child = (await eco.createChild()).json<ChildRecord>();
    await save(child.id, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: null, C: null } });
    const res = await step(child.id, 'entry', 'submit', DISTRICT_USER);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: EcoRecordMessages.notSubmittable,
      errors: { entryRatingB: FieldMessages.required, entryRatingC: FieldMessages.required },
    });
  });

  test('ratings of a child in another LEA are out of reach', async () => {
    const elsewhere = (await eco.createChild({ leaId: eco.otherLea, schoolId: null }, STATE_ADMIN)).json<ChildRecord>();
    expect((await save(elsewhere.id, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 3, C: 3 } })).statusCode).toBe(404);
    expect((await save(elsewhere.id, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 3, C: 3 } }, STATE_ADMIN)).statusCode).toBe(
      200,
    );
  });
});

describe("finalized ratings keep the child's record read-only too", () => {
  /** The record's own fields at its current version, as the child form sends them back. */
  async function fieldsOf(id: number) {
    const { id: _id, leaName: _l, schoolName: _s, entry: _e, exit: _x, categories: _c, ...fields } = await record(id);
    return fields;
  }
  const put = async (id: number, change: Record<string, unknown>) =>
    eco.call('PUT', `/api/eco/children/${id}`, { payload: { ...(await fieldsOf(id)), ...change } });
  const finalize = async (id: number, phase: string) => {
    expect((await step(id, phase, 'submit', DISTRICT_USER)).statusCode).toBe(200);
    expect((await step(id, phase, 'finalize', STATE_USER)).statusCode).toBe(200);
  };
  const refusedFor = (res: Awaited<ReturnType<typeof put>>, ...fields: string[]) => {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: EcoRecordMessages.finalized,
      errors: Object.fromEntries(fields.map((f) => [f, EcoRecordMessages.finalized])),
    });
  };

  test('a finalized entry keeps all but the exit; a finalized exit keeps everything, until unlocked', async () => {
    const childId = (await eco.createChild()).json<ChildRecord>().id;
    expect((await save(childId, 'entry', { ratingDate: '2025-09-20', ratings: { A: 3, B: 4, C: 5 } })).statusCode).toBe(200);
    await finalize(childId, 'entry');

    // Moving the entry date would move the child in or out of the report behind the finalized ratings.
    refusedFor(await put(childId, { entryDate: '2026-03-01', firstName: 'Renamed' }), 'entryDate', 'firstName');
    expect(await fieldsOf(childId)).toMatchObject({ entryDate: '2025-09-02', version: 1 });
    const exited = await put(childId, { exitDate: '2026-06-05', exitReason: 'TRANSFERRED_TO_GENERAL_EDUCATION' });
    expect(exited.statusCode).toBe(200);

    expect(
      (await save(childId, 'exit', { ratingDate: '2026-06-01', ratings: { A: 4, B: 4, C: 6 }, progress: { A: true, B: true, C: true } }))
        .statusCode,
    ).toBe(200);
    await finalize(childId, 'exit');
    refusedFor(await put(childId, { exitDate: '2026-06-04' }), 'exitDate');

    expect(
      (await step(childId, 'exit', 'unlock', STATE_USER, { reason: 'Exit date was the IEP meeting, not the last day' })).statusCode,
    ).toBe(200);
    expect((await put(childId, { exitDate: '2026-06-04' })).statusCode).toBe(200);
    refusedFor(await put(childId, { birthDate: '2021-03-15' }), 'birthDate');
    expect(await fieldsOf(childId)).toMatchObject({ exitDate: '2026-06-04', birthDate: '2021-03-14' });
  });
});
