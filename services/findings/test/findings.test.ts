import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { addDays, zonedDate } from '@portal/day-count';
import { NotificationEventTypes, RestraintPermissions as R, Roles } from '@portal/shared-contracts';
import type { CreatedFinding, PlanList, PlanRecord } from '@portal/shared-contracts/findings';
import { readConfig, serviceContext, type RaisedEvent, type ServiceContext } from '@portal/service-kit';
import { startTestPortal, type TestPortal, type TestResponse } from '@portal/platform/testing';
import type { FindingsDb } from '../src/db';
import { raiseDeadlineNotices } from '../src/daily/cap-deadlines';
import { findingsService } from '../src/service';
import { readFindingsSettings } from '../src/settings';

const STATE_USER = 'stateuser@example.org';
const DISTRICT_ADMIN = 'districtadmin@example.org';
const DISTRICT_USER = 'districtuser@example.org';

/** restraint.md "Default grants": a state user decides with violation update and document approval update, a local admin finalizes. */
const RESTRAINT_GRANTS: Array<[string, string]> = [
  [Roles.StateUser, R.ViolationUpdate],
  [Roles.StateUser, R.DocumentApprovalUpdate],
  [Roles.LocalAdmin, R.ViolationFinalize],
];

let portal: TestPortal;
let homeLea: number;
let otherLea: number;
let ctx: ServiceContext<FindingsDb>;
const today = () => zonedDate(new Date(), 'America/Los_Angeles');
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;

async function call(user: string, method: string, url: string, payload?: unknown): Promise<TestResponse> {
  return portal.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await portal.tokenFor(user)}` },
    ...(payload !== undefined ? { payload } : {}),
  });
}

const restraintFinding = (overrides: Record<string, unknown> = {}) => {
  const violation = unique('v');
  return {
    source: 'restraint',
    sourceRecordId: violation,
    idempotencyKey: `restraint-violation-${violation}`,
    leaId: homeLea,
    citation: 'NRS 388.5275 (PR-NO-EMERGENCY)',
    issueDate: today(),
    dueDate: addDays(today(), 30),
    plan: { planGroupKey: unique('restraint-incident') },
    merge: { incidentNumber: 'RAI-27-00042', violationNumber: 'RAI-27-00042-V1' },
    openUrl: '/restraint-aversive-intervention/incidents/42',
    ...overrides,
  };
};

async function createFinding(body: Record<string, unknown>, user = STATE_USER): Promise<CreatedFinding> {
  const res = await call(user, 'POST', '/api/findings/findings', body);
  expect([200, 201]).toContain(res.statusCode);
  return res.json() as CreatedFinding;
}

async function uploadApproved(recordId: string, approve: boolean): Promise<number> {
  const data = new FormData();
  for (const [name, value] of Object.entries({ owner: 'restraint', recordType: 'plan', recordId, leaId: homeLea, title: 'Plan' }))
    data.append(name, String(value));
  data.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')]), 'plan.pdf');
  const uploaded = await call(DISTRICT_USER, 'POST', '/api/documents', data);
  expect(uploaded.statusCode).toBe(201);
  const id = (uploaded.json() as { id: number }).id;
  if (approve) {
    const decided = await call(STATE_USER, 'POST', `/api/documents/${id}/versions/1/decision`, { decision: 'Approved' });
    expect(decided.statusCode).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  portal = await startTestPortal({ mail: true });
  for (const [role, permission] of RESTRAINT_GRANTS) {
    const { id } = await portal.db
      .withSchema('identity')
      .selectFrom('roles')
      .select('id')
      .where('name', '=', role)
      .executeTakeFirstOrThrow();
    await portal.db
      .withSchema('identity')
      .insertInto('role_permissions')
      .values({ role_id: id, permission })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const me = await call(DISTRICT_USER, 'GET', '/api/account/users/me');
  homeLea = (me.json() as { leaId: number }).leaId;
  otherLea = (
    await portal.db
      .selectFrom('directory.leas')
      .select('id')
      .where('id', '<>', homeLea)
      .where('is_nde_level_district', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  ctx = serviceContext(findingsService, { db: portal.db, config: readConfig({}) }) as ServiceContext<FindingsDb>;
}, 120_000);

afterAll(() => portal?.close());

describe('making a finding', () => {
  test('a substantiated violation makes one finding and one plan, however often the call is retried', async () => {
    const body = restraintFinding();
    const [first, ...retries] = await Promise.all([1, 2, 3].map(() => call(STATE_USER, 'POST', '/api/findings/findings', body)));
    const all = [first!, ...retries];
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const answers = all.map((r) => r.json() as CreatedFinding);
    expect(new Set(answers.map((a) => a.finding.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.plan?.id)).size).toBe(1);
    const { finding, plan } = answers[0]!;
    expect(finding).toMatchObject({ source: 'restraint', status: 'Issued', countsForB18: false, dueDate: body.dueDate, timely: null });
    expect(plan).toEqual({ id: finding.planId, status: 'Draft', dueDate: body.dueDate });
    const again = await call(STATE_USER, 'POST', '/api/findings/findings', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answers[0]);
  });

  test("one plan covers all of an incident's violations", async () => {
    const first = await createFinding(restraintFinding());
    const second = await createFinding(restraintFinding({ plan: { planGroupKey: (await planOf(first)).planGroupKey } }));
    expect(second.plan?.id).toBe(first.plan?.id);
    expect((await planOf(first)).findings.map((f) => f.id)).toEqual([first.finding.id, second.finding.id]);
  });

  test('a restraint finding needs its due date; a key used for another record is refused', async () => {
    const { dueDate: _omitted, ...withoutDue } = restraintFinding();
    const missing = await call(STATE_USER, 'POST', '/api/findings/findings', withoutDue);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { dueDate: 'Field is required.' } });
    const body = restraintFinding();
    await createFinding(body);
    const reused = await call(STATE_USER, 'POST', '/api/findings/findings', { ...body, sourceRecordId: 'another' });
    expect(reused.statusCode).toBe(409);
  });

  test('IDEA findings (monitoring, dispute) are due one year after the written notice and count for B18', async () => {
    const monitoring = await createFinding({
      source: 'monitoring',
      sourceRecordId: unique('req'),
      idempotencyKey: unique('monitoring-finding'),
      leaId: homeLea,
      citation: '34 CFR 300.320(a)(2)',
      issueDate: '2024-02-29',
      level: 'systemic',
    });
    expect(monitoring.finding).toMatchObject({ dueDate: '2025-02-28', countsForB18: true, level: 'systemic', overdue: true });
    expect(monitoring.plan).toBeNull();
    const dispute = await createFinding({
      source: 'dispute',
      sourceRecordId: unique('allegation'),
      idempotencyKey: unique('dispute-finding'),
      leaId: homeLea,
      citation: '34 CFR 300.101',
      issueDate: '2026-03-10',
    });
    expect(dispute.finding).toMatchObject({ dueDate: '2027-03-10', countsForB18: true });
  });

  test('a district user may not make a finding of another LEA', async () => {
    const res = await call(DISTRICT_USER, 'POST', '/api/findings/findings', restraintFinding({ leaId: otherLea }));
    expect(res.statusCode).toBe(403);
  });
});

async function planOf(created: CreatedFinding, user = STATE_USER): Promise<PlanRecord> {
  const res = await call(user, 'GET', `/api/findings/plans/${created.plan!.id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as PlanRecord;
}

const move = (user: string, planId: number, to: string, reason?: string) =>
  call(user, 'POST', `/api/findings/plans/${planId}/moves`, { to, ...(reason ? { reason } : {}) });

describe('a corrective plan', () => {
  test('is written and submitted by the LEA, approved with its document, and verified with its evidence', async () => {
    const created = await createFinding(restraintFinding());
    const planId = created.plan!.id;
    expect((await move(DISTRICT_ADMIN, planId, 'Submitted')).statusCode).toBe(409);

    const items = [
      {
        action: 'Training',
        description: 'Crisis prevention training for the classroom staff',
        owner: 'Principal',
        targetDate: addDays(today(), 20),
        status: 'Not started',
      },
    ];
    const saved = await call(DISTRICT_USER, 'PUT', `/api/findings/plans/${planId}`, { items });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as PlanRecord).items).toMatchObject(items);
    expect((await move(DISTRICT_USER, planId, 'Submitted')).statusCode).toBe(403);
    expect((await move(DISTRICT_ADMIN, planId, 'Submitted')).statusCode).toBe(200);
    // Submitted, the plan is the state's to review: its items stay as they were, though the same list sent back is no change.
    const changed = [{ ...items[0]!, status: 'Completed' }];
    expect((await call(DISTRICT_USER, 'PUT', `/api/findings/plans/${planId}`, { items: changed })).statusCode).toBe(409);
    expect((await call(DISTRICT_USER, 'PUT', `/api/findings/plans/${planId}`, { items })).statusCode).toBe(200);

    expect((await move(STATE_USER, planId, 'Revisions required')).statusCode).toBe(400);
    const sentBack = await move(STATE_USER, planId, 'Revisions required', 'Name the training date.');
    expect((sentBack.json() as PlanRecord).status).toBe('Revisions required');
    expect((await move(DISTRICT_ADMIN, planId, 'Submitted')).statusCode).toBe(200);

    const pendingPlanDocument = await uploadApproved(`plan-${planId}`, false);
    expect(
      (await call(DISTRICT_USER, 'POST', `/api/findings/plans/${planId}/documents`, { documentId: pendingPlanDocument, role: 'plan' }))
        .statusCode,
    ).toBe(201);
    expect((await move(STATE_USER, planId, 'Approved')).json()).toMatchObject({
      message: expect.stringContaining('plan document is approved'),
    });
    const planDocument = await uploadApproved(`plan-${planId}`, true);
    await call(DISTRICT_USER, 'POST', `/api/findings/plans/${planId}/documents`, { documentId: planDocument, role: 'plan' });
    const approved = await move(STATE_USER, planId, 'Approved');
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as PlanRecord).approvedDate).toBe(today());

    expect((await move(DISTRICT_ADMIN, planId, 'Evidence submitted')).statusCode).toBe(409);
    const evidence = await uploadApproved(`plan-${planId}-evidence`, false);
    await call(DISTRICT_USER, 'POST', `/api/findings/plans/${planId}/documents`, { documentId: evidence, role: 'evidence' });
    expect((await move(DISTRICT_ADMIN, planId, 'Evidence submitted')).statusCode).toBe(200);
    expect((await move(STATE_USER, planId, 'Verified')).statusCode).toBe(409);
    await call(STATE_USER, 'POST', `/api/documents/${evidence}/versions/1/decision`, { decision: 'Approved' });
    const verified = await move(STATE_USER, planId, 'Verified');
    expect(verified.statusCode).toBe(200);
    const plan = verified.json() as PlanRecord;
    expect(plan).toMatchObject({ status: 'Verified', verifiedDate: today(), evidenceSubmittedDate: today() });
    expect(plan.findings).toEqual([expect.objectContaining({ status: 'Corrected', correctedDate: today(), timely: true })]);
    expect(plan.history.map((h) => h.action)).toEqual(
      expect.arrayContaining([
        'Plan created',
        'Finding added',
        'Items saved',
        'Moved to Submitted',
        'Moved to Revisions required',
        'Moved to Verified',
      ]),
    );
    expect(plan.history.find((h) => h.action === 'Moved to Revisions required')).toMatchObject({
      reason: 'Name the training date.',
      byName: expect.any(String),
      changes: { status: { from: 'Submitted', to: 'Revisions required' } },
    });

    // The letters reach the LEA's people who carry the plan (local admin: violation finalize), rendered from restraint's mail types.
    const mailbox = portal.mail!;
    const returned = await mailbox.waitFor(DISTRICT_ADMIN, (m) => m.subject.startsWith('Revisions required'));
    expect(returned.text).toContain('Name the training date.');
    expect(returned.text).toContain(`It remains due on ${created.plan!.dueDate}`);
    expect(
      (await mailbox.waitFor(DISTRICT_ADMIN, (m) => m.subject === 'Corrective action plan approved: incident RAI-27-00042')).text,
    ).toContain('RAI-27-00042-V1');
    expect((await mailbox.waitFor(DISTRICT_ADMIN, (m) => m.subject.startsWith('Corrective action plan verified'))).text).toContain(
      `on ${today()}. The violation is corrected.`,
    );
    // Verified, the incident's next violation starts a new plan.
    const next = await createFinding(restraintFinding({ plan: { planGroupKey: plan.planGroupKey } }));
    expect(next.plan?.id).not.toBe(planId);
  });

  test('is seen by the state and its own LEA only, in the list and on its own', async () => {
    const theirs = await createFinding(restraintFinding({ leaId: otherLea }));
    const ours = await createFinding(restraintFinding());
    expect((await call(DISTRICT_USER, 'GET', `/api/findings/plans/${theirs.plan!.id}`)).statusCode).toBe(404);
    const mine = (await call(DISTRICT_USER, 'GET', '/api/findings/plans?source=restraint&pageSize=100')).json() as PlanList;
    expect(mine.items.every((p) => p.leaId === homeLea)).toBe(true);
    expect(mine.items.map((p) => p.id)).toContain(ours.plan!.id);
    const state = (
      await call(STATE_USER, 'GET', `/api/findings/plans?planGroupKey=${(await planOf(theirs)).planGroupKey}`)
    ).json() as PlanList;
    expect(state).toMatchObject({ totalCount: 1, items: [{ id: theirs.plan!.id, leaId: otherLea, status: 'Draft', findingCount: 1 }] });
  });

  test("restraint's due date is fixed: no extension (the statute's 30 days)", async () => {
    const created = await createFinding(restraintFinding());
    const res = await call(STATE_USER, 'POST', `/api/findings/plans/${created.plan!.id}/extensions`, {
      dueDate: addDays(today(), 60),
      reason: 'More time',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('the daily run', () => {
  test('warns 7 and 1 days before the due date and notices a miss, each once', async () => {
    const settings = readFindingsSettings({});
    const raised: RaisedEvent[] = [];
    const recording: ServiceContext<FindingsDb> = {
      ...ctx,
      notifications: { ...ctx.notifications, raise: (db, event) => (raised.push(event), ctx.notifications.raise(db, event)) },
    };
    const inSeven = await createFinding(restraintFinding({ dueDate: addDays(today(), 7) }));
    const missed = await createFinding(restraintFinding({ issueDate: addDays(today(), -31), dueDate: addDays(today(), -1) }));
    expect(await raiseDeadlineNotices(recording, settings, today())).toBeGreaterThanOrEqual(2);
    expect(await raiseDeadlineNotices(recording, settings, today())).toBe(0);
    const notices = await portal.db
      .withSchema('findings')
      .selectFrom('plan_notices')
      .select(['plan_id', 'kind', 'offset_days'])
      .where('plan_id', 'in', [inSeven.plan!.id, missed.plan!.id])
      .orderBy('plan_id')
      .execute();
    expect(notices).toEqual([
      { plan_id: inSeven.plan!.id, kind: 'warning', offset_days: 7 },
      { plan_id: missed.plan!.id, kind: 'missed', offset_days: 0 },
    ]);
    // Six days on, one day is left: the 1-day warning, once.
    expect(await raiseDeadlineNotices(recording, settings, addDays(today(), 6))).toBeGreaterThanOrEqual(1);
    const runNow = (user: string) => call(user, 'POST', '/api/findings/daily-run');
    expect((await runNow(DISTRICT_USER)).statusCode).toBe(403);
    const now = await runNow(STATE_USER);
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ raised: 0 });
    const oneDay = await portal.db
      .withSchema('findings')
      .selectFrom('plan_notices')
      .select('offset_days')
      .where('plan_id', '=', inSeven.plan!.id)
      .where('kind', '=', 'warning')
      .orderBy('offset_days')
      .execute();
    expect(oneDay.map((n) => n.offset_days)).toEqual([1, 7]);
    expect(raised.filter((e) => e.leaId === homeLea).map((e) => e.type)).toEqual(
      expect.arrayContaining([NotificationEventTypes.RestraintCapDeadlineWarning, NotificationEventTypes.RestraintCapDeadlineMissed]),
    );
    expect(
      raised.find((e) => e.type === NotificationEventTypes.RestraintCapDeadlineWarning && e.merge?.planDueDate === addDays(today(), 7)),
    ).toMatchObject({
      message: `The corrective action plan for incident RAI-27-00042 is due on ${addDays(today(), 7)}, in 7 days, and its evidence has not been submitted.`,
      merge: { incidentNumber: 'RAI-27-00042', daysLeft: 7 },
    });
  });
});
