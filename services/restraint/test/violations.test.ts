import { FieldMessages } from '@portal/shared-contracts';
import {
  DEFAULT_RESTRAINT_SETTINGS,
  ViolationMessages,
  type IncidentFields,
  type IncidentRecord,
  type RestraintSettings,
  type ViolationHistory,
  type ViolationRecord,
} from '@portal/shared-contracts/restraint';
import {
  readConfig,
  serviceContext,
  type RaisedEvent,
  type ServiceConfig,
  type ServiceContext,
  type ServiceDefinition,
} from '@portal/service-kit';
import { addDays, zonedDate } from '@portal/day-count';
import { receivedEvent } from '@portal/platform/testing';
import type { RestraintDb } from '../src/db';
import { restraintService } from '../src/service';
import { rerunExpiredClocks } from '../src/violations/daily-run';
import { requestPlan } from '../src/violations/plan-request';
import { DISTRICT_ADMIN, DISTRICT_USER, STATE_USER, useRestraintPortal } from './restraint-portal';

const rai = useRestraintPortal({ mail: true });
const STATE_ADMIN = 'stateadmin@example.org';

const recordOf = async (id: number, user = DISTRICT_USER) =>
  (await rai.call('GET', `/api/restraint/incidents/${id}`, { user })).json<IncidentRecord>();

/** A Finalized incident of the district user's school (the district admin finalizes). */
async function finalized(
  over: Partial<IncidentFields> = {},
  { by = DISTRICT_USER, finalizer = DISTRICT_ADMIN, schoolYear = 2026 } = {},
): Promise<IncidentRecord> {
  const res = await rai.call('POST', '/api/restraint/incidents', { user: by, payload: rai.incident(over), schoolYear });
  expect(res.statusCode).toBe(201);
  const { id } = res.json<IncidentRecord>();
  const done = await rai.call('POST', `/api/restraint/incidents/${id}/finalize`, { user: finalizer, payload: {}, schoolYear });
  expect(done.statusCode).toBe(200);
  return done.json<IncidentRecord>();
}

const decide = (id: number, payload: unknown, user = STATE_USER) =>
  rai.call('POST', `/api/restraint/violations/${id}/decision`, { user, payload });

const receivedViolationEvent = (subject: string) => receivedEvent(rai.portal, { subject });

describe('the rules at finalize', () => {
  test('a physical restraint without an emergency becomes an Open violation, with its clocks, flags and a "violation created" event', async () => {
    const incident = await finalized();
    expect(incident.status).toBe('Finalized');
    const student = incident.students[0]!.stateStudentId;
    expect(incident.violations).toEqual([
      expect.objectContaining({
        number: `${incident.number}-V1`,
        ruleCode: 'PR-NO-EMERGENCY',
        status: 'Open',
        studentStateId: student,
        foundBy: 'rule',
        occurredAt: '2025-09-10T17:00:00.000Z',
        plan: null,
      }),
    ]);
    // Record due 1 business day after Wednesday 10 September 2025; the board report 24 hours after the use.
    expect(incident.deadlines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ruleCode: 'RECORD-LATE', dueDate: '2025-09-11' }),
        expect.objectContaining({ ruleCode: 'BOARD-LATE', dueDate: '2025-09-11T17:00:00.000Z', status: 'Missed' }),
      ]),
    );
    // Finalized long after the use and never reported to the board: both flags.
    expect(incident.flags.map((f) => f.ruleCode).sort()).toEqual(['BOARD-LATE', 'RECORD-LATE']);
    expect(incident.notices[0]).toMatchObject({ recipient: 'PARENT', dueBy: '2025-09-12T06:59:59.999Z', onTime: true });
    expect(await receivedViolationEvent(`Violation ${incident.number}-V1`)).toMatchObject({
      type_code: 'restraint.violation-created',
      subject: `Violation ${incident.number}-V1`,
      lea_id: rai.homeLea,
      open_url: `/restraint-aversive-intervention/incidents?incidentId=${incident.id}`,
    });
  });

  test('a change that removes the condition withdraws the violation, never deletes it, and keeps the move in the history', async () => {
    const incident = await finalized();
    const reopened = await rai.call('POST', `/api/restraint/incidents/${incident.id}/reopen`, {
      user: STATE_USER,
      payload: { reason: 'Emergency was documented on paper' },
    });
    expect(reopened.statusCode).toBeLessThan(300);
    const draft = await recordOf(incident.id);
    const fields = rai.incident();
    const students = fields.students.map((s, i) => ({
      ...s,
      stateStudentId: draft.students[i]!.stateStudentId,
      interventions: s.interventions.map((v) => ({ ...v, emergency: true, emergencyReason: 'HARM_OTHERS' as const })),
    }));
    const saved = await rai.call('PUT', `/api/restraint/incidents/${incident.id}`, {
      payload: {
        ...fields,
        localIncidentId: draft.localIncidentId,
        notices: fields.notices.map((n) => ({ ...n, stateStudentId: students[0]!.stateStudentId })),
        students,
        version: draft.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    await rai.call('POST', `/api/restraint/incidents/${incident.id}/finalize`, { user: DISTRICT_ADMIN, payload: {} });
    const after = await recordOf(incident.id);
    expect(after.violations).toEqual([expect.objectContaining({ number: `${incident.number}-V1`, status: 'Withdrawn' })]);
    expect(after.deadlines.map((d) => d.ruleCode)).toEqual(['RECORD-LATE']);
    const history = (await rai.call('GET', `/api/restraint/violations/${incident.violations[0]!.id}/history`)).json<ViolationHistory>()
      .items;
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      ['violation withdrawn', { status: { from: 'Open', to: 'Withdrawn' } }],
      ['violation found', { status: { from: null, to: 'Open' }, ruleCode: { from: null, to: 'PR-NO-EMERGENCY' } }],
    ]);
  });

  test("a student's 3rd report in the school year requires an IEP meeting, open until it is held", async () => {
    const first = await finalized();
    const student = first.students[0]!;
    const sameStudent = (date: string) => {
      const fields = rai.incident({ incidentDate: date });
      const s = fields.students[0]!;
      return {
        incidentDate: date,
        students: [
          {
            ...s,
            stateStudentId: student.stateStudentId,
            interventions: s.interventions.map((v) => ({ ...v, startAt: `${date}T10:00:00-07:00`, endAt: `${date}T10:05:00-07:00` })),
          },
        ],
        notices: [],
      };
    };
    await finalized(sameStudent('2025-09-15'));
    const third = await finalized(sameStudent('2025-09-20'));
    expect(third.followUps).toEqual([
      expect.objectContaining({ kind: 'IEP_MEETING', trigger: 3, studentStateId: student.stateStudentId, status: 'Required' }),
    ]);
    expect(third.flags).toContainEqual(expect.objectContaining({ ruleCode: 'FOLLOW-UP-OPEN', studentStateId: student.stateStudentId }));

    const followUp = third.followUps[0]!;
    const future = await rai.call('PUT', `/api/restraint/follow-ups/${followUp.id}`, {
      payload: { status: 'Held', heldDate: '2099-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ heldDate: FieldMessages.noFutureDates });
    const held = await rai.call('PUT', `/api/restraint/follow-ups/${followUp.id}`, { payload: { status: 'Held', heldDate: '2025-09-25' } });
    expect(held.statusCode).toBe(204);
    const after = await recordOf(third.id);
    expect(after.followUps[0]).toMatchObject({ status: 'Held', heldDate: '2025-09-25' });
    expect(after.flags.map((f) => f.ruleCode)).not.toContain('FOLLOW-UP-OPEN');
  });
});

describe('POST /api/restraint/violations/{id}/decision', () => {
  test('a state user substantiates: Plan required with the plan of the findings engine, one plan for all the incident’s violations', async () => {
    const incident = await finalized();
    const [violation] = incident.violations;
    const res = await decide(violation!.id, { decision: 'Substantiated', reason: 'No emergency documented' });
    expect(res.statusCode).toBe(200);
    const decided = res.json<ViolationRecord>();
    // Due: the incident date (10 September 2025) + 30 calendar days.
    expect(decided).toMatchObject({
      id: violation!.id,
      status: 'Plan required',
      decisionReason: 'No emergency documented',
      incidentId: incident.id,
      plan: { id: expect.any(Number), status: 'Draft', dueDate: '2025-10-10' },
    });

    const added = await rai.call('POST', `/api/restraint/incidents/${incident.id}/violations`, {
      user: STATE_USER,
      payload: { ruleCode: 'FORCE-EXCESS', studentStateId: violation!.studentStateId, reason: 'Hold lasted beyond the threat' },
    });
    expect(added.statusCode).toBe(201);
    const second = added.json<ViolationRecord>();
    expect(second).toMatchObject({ number: `${incident.number}-V2`, ruleCode: 'FORCE-EXCESS', status: 'Open', foundBy: 'state' });
    const secondDecided = (await decide(second.id, { decision: 'Substantiated' })).json<ViolationRecord>();
    expect(secondDecided.plan?.id).toBe(decided.plan!.id);

    // Decided once: a second decision is refused and no second finding is made.
    const again = await decide(violation!.id, { decision: 'NotSubstantiated', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ViolationMessages.notOpen);
    const findings = await rai.portal.db
      .selectFrom('casework.findings')
      .select('id')
      .where('source', '=', 'restraint')
      .where('source_record_id', 'in', [String(violation!.id), String(second.id)])
      .execute();
    expect(findings).toHaveLength(2);
  });

  test('an escalated violation shows on the incident with the action the state took and its day, to the district too', async () => {
    const incident = await finalized();
    const [violation] = incident.violations;
    expect((await decide(violation!.id, { decision: 'Substantiated' })).json<ViolationRecord>().status).toBe('Plan required');
    const res = await rai.call('POST', `/api/restraint/violations/${violation!.id}/escalate`, {
      user: STATE_USER,
      payload: { action: 'An administrator was appointed.', actionDate: '2025-11-20' },
    });
    expect(res.statusCode).toBe(200);
    const escalated = { status: 'Escalated', escalationAction: 'An administrator was appointed.', escalationDate: '2025-11-20' };
    expect(res.json<ViolationRecord>()).toMatchObject(escalated);
    for (const user of [STATE_USER, DISTRICT_USER]) {
      expect((await recordOf(incident.id, user)).violations.find((v) => v.id === violation!.id)).toMatchObject(escalated);
    }
  });

  test('a failed call to the findings engine leaves the violation waiting for its plan; the same decision again makes it, once', async () => {
    const incident = await finalized();
    const [violation] = incident.violations;
    const down = { db: rai.db, config: { peerUrls: { findings: 'http://127.0.0.1:9' } } as unknown as ServiceConfig };
    await rai.db
      .updateTable('violations')
      .set({ status: 'Plan required', decided_at: new Date() })
      .where('id', '=', violation!.id)
      .execute();
    const actor = { userId: 1, userName: 'State', sessionId: null, ip: '127.0.0.1', leaIds: [], allLeas: true, permissions: [] };
    await expect(requestPlan(down, actor, 'Bearer none', violation!.id)).rejects.toMatchObject({ statusCode: 502 });
    expect((await recordOf(incident.id)).violations[0]).toMatchObject({ status: 'Plan required', plan: null });

    const retried = await decide(violation!.id, { decision: 'Substantiated' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<ViolationRecord>().plan).toMatchObject({ status: 'Draft', dueDate: '2025-10-10' });
    const findings = await rai.portal.db
      .selectFrom('casework.findings')
      .select('id')
      .where('source', '=', 'restraint')
      .where('source_record_id', '=', String(violation!.id))
      .execute();
    expect(findings).toHaveLength(1);
  });

  test('Not substantiated needs a reason; only a state user decides; a state user reopens it with a reason', async () => {
    const incident = await finalized();
    const id = incident.violations[0]!.id;
    const byDistrict = await decide(id, { decision: 'NotSubstantiated', reason: 'Fine' }, DISTRICT_USER);
    expect(byDistrict.statusCode).toBe(403);
    const noReason = await decide(id, { decision: 'NotSubstantiated', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: FieldMessages.required });
    const notSub = await decide(id, { decision: 'NotSubstantiated', reason: 'The hold was an escort to safety' });
    expect(notSub.json<ViolationRecord>()).toMatchObject({ status: 'Not substantiated', plan: null });

    // Decided by the state: the district can no longer reopen the incident.
    const lea = await rai.call('POST', `/api/restraint/incidents/${incident.id}/reopen`, {
      user: DISTRICT_ADMIN,
      payload: { reason: 'Fix' },
    });
    expect(lea.statusCode).toBe(403);

    const reopened = await rai.call('POST', `/api/restraint/violations/${id}/reopen`, {
      user: STATE_USER,
      payload: { reason: 'New evidence' },
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<ViolationRecord>()).toMatchObject({ status: 'Open', decisionReason: null });
    const history = (await rai.call('GET', `/api/restraint/violations/${id}/history`)).json<ViolationHistory>().items;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'violation reopened', reason: 'New evidence', userName: expect.any(String) }),
      expect.objectContaining({
        action: 'violation not substantiated',
        reason: 'The hold was an escort to safety',
        changes: { status: { from: 'Open', to: 'Not substantiated' } },
      }),
    ]);
  });

  test('a violation of an LEA the caller does not work in is not found', async () => {
    const incident = await finalized({ leaId: rai.otherLea, schoolId: rai.otherSchool }, { by: STATE_ADMIN, finalizer: STATE_ADMIN });
    const id = incident.violations[0]!.id;
    const district = await rai.call('GET', `/api/restraint/violations/${id}`);
    expect(district.statusCode).toBe(404);
    expect(district.json().message).toBe(ViolationMessages.notFound);
    expect((await decide(id, { decision: 'Substantiated' }, DISTRICT_USER)).statusCode).toBe(403);
    expect((await rai.call('GET', `/api/restraint/violations/${id}`, { user: STATE_USER })).statusCode).toBe(200);
  }, 60_000);
});

describe('violations added by hand', () => {
  test('the LEA adds one for a rule of the pack, but FORCE-EXCESS only a state reviewer', async () => {
    const incident = await finalized();
    const student = incident.students[0]!.stateStudentId;
    const force = await rai.call('POST', `/api/restraint/incidents/${incident.id}/violations`, {
      payload: { ruleCode: 'FORCE-EXCESS', studentStateId: student, reason: 'Too long' },
    });
    expect(force.statusCode).toBe(403);
    const unknown = await rai.call('POST', `/api/restraint/incidents/${incident.id}/violations`, {
      payload: { ruleCode: 'NOPE', studentStateId: student, reason: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ ruleCode: FieldMessages.selectFromList });
    const untrained = await rai.call('POST', `/api/restraint/incidents/${incident.id}/violations`, {
      payload: { ruleCode: 'STAFF-UNTRAINED', studentStateId: student, reason: 'Training lapsed in August' },
    });
    expect(untrained.statusCode).toBe(201);
    expect(untrained.json<ViolationRecord>()).toMatchObject({ number: `${incident.number}-V2`, foundBy: 'lea', status: 'Open' });
  });
});

describe('settings', () => {
  test('every restraint user reads them; only a state administrator changes them, within the pack’s rules', async () => {
    const read = await rai.call('GET', '/api/restraint/settings');
    expect(read.statusCode).toBe(200);
    expect(read.json<RestraintSettings>()).toEqual(DEFAULT_RESTRAINT_SETTINGS);
    const change: RestraintSettings = { ...DEFAULT_RESTRAINT_SETTINGS, disabledRules: ['MR-CHECKS'] };
    expect((await rai.call('PUT', '/api/restraint/settings', { user: STATE_USER, payload: change })).statusCode).toBe(403);
    const bad = await rai.call('PUT', '/api/restraint/settings', {
      user: STATE_ADMIN,
      payload: { ...change, disabledRules: ['PR-NO-EMERGENCY'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ disabledRules: FieldMessages.selectFromList });
    const saved = await rai.call('PUT', '/api/restraint/settings', { user: STATE_ADMIN, payload: change });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RestraintSettings>().disabledRules).toEqual(['MR-CHECKS']);
    await rai.call('PUT', '/api/restraint/settings', { user: STATE_ADMIN, payload: DEFAULT_RESTRAINT_SETTINGS });
  }, 60_000);
});

describe('other rule packs', () => {
  test("Iowa's debriefings, after the year's first use and after an injury, are follow-ups of the incident record", async () => {
    const before = (await rai.call('GET', '/api/restraint/settings')).json<RestraintSettings>();
    const iowa = await rai.call('PUT', '/api/restraint/settings', {
      user: STATE_ADMIN,
      payload: { ...before, activePack: 'IA', disabledRules: [], timelinessCreatesViolation: [] },
    });
    expect(iowa.statusCode).toBe(200);
    try {
      const over = rai.incident();
      const studentStateId = over.students[0]!.stateStudentId;
      const incident = await finalized({
        ...over,
        injuries: [{ person: 'STUDENT', stateStudentId: studentStateId, name: null, description: 'Bruised wrist', treatment: 'Ice' }],
      });
      const record = await recordOf(incident.id);
      expect(record.followUps.map(({ kind, trigger, status }) => ({ kind, trigger, status }))).toEqual(
        expect.arrayContaining([
          { kind: 'DEBRIEFING', trigger: 1, status: 'Required' },
          { kind: 'DEBRIEFING', trigger: 0, status: 'Required' },
        ]),
      );
      expect(record.flags).toContainEqual({ ruleCode: 'FOLLOW-UP-OPEN', studentStateId });
    } finally {
      await rai.call('PUT', '/api/restraint/settings', { user: STATE_ADMIN, payload: before });
    }
  });
});

describe('the daily run', () => {
  /** The service's context on the test's database, its producer noting each event it raises. */
  const recording = (raised: RaisedEvent[]): ServiceContext<RestraintDb> => {
    const ctx = serviceContext(restraintService as ServiceDefinition, {
      db: rai.portal.db,
      config: readConfig({}),
    }) as ServiceContext<RestraintDb>;
    return {
      ...ctx,
      notifications: {
        ...ctx.notifications,
        raise: (db, event) => (raised.push(event), ctx.notifications.raise(db, event)),
        raiseAll: (db, events) => (raised.push(...events), ctx.notifications.raiseAll(db, events)),
      },
    };
  };

  test('stores the timeliness flags and violations that time alone makes true, each once, and changes nothing when run again', async () => {
    const before = (await rai.call('GET', '/api/restraint/settings')).json<RestraintSettings>();
    const creates = await rai.call('PUT', '/api/restraint/settings', {
      user: STATE_ADMIN,
      payload: { ...before, timelinessCreatesViolation: ['BOARD-LATE'] },
    });
    expect(creates.statusCode).toBe(200);
    try {
      // A restraint discovered today, finalized at once and never reported to the board: its 24 hours from the discovery are still running.
      const today = zonedDate(new Date(), 'America/Los_Angeles');
      const incident = await finalized({ discoveredDate: today, staff: [{ ...rai.incident().staff[0]!, lastTrainingDate: '2025-08-01' }] });
      const student = incident.students[0]!;
      expect(incident.violations.map((v) => v.ruleCode)).toEqual(['PR-NO-EMERGENCY']);
      expect(incident.flags.map((f) => f.ruleCode)).toEqual(['RECORD-LATE']);
      expect(incident.deadlines).toContainEqual(expect.objectContaining({ ruleCode: 'BOARD-LATE', status: 'Pending' }));

      // The run two mornings on: the board's 24 hours have run out.
      const nextMorning = new Date(Date.parse(`${addDays(today, 2)}T06:00:00-08:00`));
      const raised: RaisedEvent[] = [];
      const ctx = recording(raised);
      expect(await rerunExpiredClocks(ctx, nextMorning)).toBeGreaterThanOrEqual(1);
      const after = await recordOf(incident.id);
      expect(after.flags.map((f) => f.ruleCode).sort()).toEqual(['BOARD-LATE', 'RECORD-LATE']);
      expect(after.deadlines).toContainEqual(expect.objectContaining({ ruleCode: 'BOARD-LATE', status: 'Missed' }));
      expect(after.violations).toEqual([
        expect.objectContaining({ ruleCode: 'PR-NO-EMERGENCY', status: 'Open' }),
        expect.objectContaining({
          number: `${incident.number}-V2`,
          ruleCode: 'BOARD-LATE',
          status: 'Open',
          studentStateId: student.stateStudentId,
        }),
      ]);
      expect(await receivedViolationEvent(`Violation ${incident.number}-V2`)).toMatchObject({ type_code: 'restraint.violation-created' });

      // The same day again: nothing left to do, nothing raised twice.
      const stored = () =>
        Promise.all([
          rai.db.selectFrom('incident_flags').select(['rule_code', 'raised_at']).where('incident_id', '=', incident.id).execute(),
          rai.db
            .selectFrom('violations')
            .select(['id', 'status', 'updated_at'])
            .where('incident_id', '=', incident.id)
            .orderBy('id')
            .execute(),
          rai.db
            .selectFrom('incident_deadlines')
            .select(['rule_code', 'status', 'updated_at'])
            .where('incident_id', '=', incident.id)
            .execute(),
        ]);
      const once = await stored();
      const events = raised.length;
      expect(raised.filter((e) => e.subject === `Violation ${incident.number}-V2`)).toHaveLength(1);
      expect(await rerunExpiredClocks(ctx, nextMorning)).toBe(0);
      expect(await stored()).toEqual(once);
      expect(raised).toHaveLength(events);
    } finally {
      await rai.call('PUT', '/api/restraint/settings', { user: STATE_ADMIN, payload: before });
    }
  }, 60_000);
});

describe('demo data', () => {
  test('the finalized demo incidents carry what the rules find: violations, flags, and students at a 3rd report', async () => {
    const rules = await rai.db.selectFrom('violations').where('found_by', '=', 'rule').select('rule_code').distinct().execute();
    expect(rules.map((r) => r.rule_code)).toEqual(expect.arrayContaining(['AV-USE', 'PR-NO-EMERGENCY', 'MR-NO-ORDER']));
    const triggers = await rai.db.selectFrom('incident_follow_ups').select(['kind', 'trigger']).distinct().orderBy('trigger').execute();
    expect(triggers).toContainEqual({ kind: 'IEP_MEETING', trigger: 3 });
    const drafts = await rai.db
      .selectFrom('violations as v')
      .innerJoin('incidents as i', 'i.id', 'v.incident_id')
      .where('i.status', '=', 'Draft')
      .select('v.id')
      .execute();
    expect(drafts).toEqual([]);
  });
});
