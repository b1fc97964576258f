import { sql, type Insertable } from 'kysely';
import { NotificationEventTypes } from '@portal/shared-contracts';
import { incidentPagePath, type RulePack } from '@portal/shared-contracts/restraint';
import { readDayCalendar, type Actor, type NotificationProducer } from '@portal/service-kit';
import { startOfDay } from '@portal/day-count';
import type { RestraintDb } from '../db';
import { calendarRange, evaluateIncident, type ComputedDeadline, type FoundViolation, type RuleRun } from '../rules/evaluate';
import { loadSnapshots, type RuleIncident } from './load-snapshot';
import { activeRules } from './settings';
import type { IncidentDeadlinesTable, IncidentFlagsTable, IncidentFollowUpsTable } from './tables';
import { recordViolationHistory } from './violation-history';

const key = (ruleCode: string, studentStateId: string | null) => `${ruleCode}|${studentStateId ?? ''}`;

/** The next violation number of the incident: its number plus -V1, -V2 ... (never reused: violations are never deleted). */
export async function nextViolationNumber(trx: RestraintDb, incident: Pick<RuleIncident, 'id' | 'number'>): Promise<string> {
  const { n } = await trx
    .selectFrom('violations')
    .where('incident_id', '=', incident.id)
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirstOrThrow();
  return `${incident.number}-V${n + 1}`;
}

/** Raises "violation created" through the outbox, in the transaction that made it. */
export async function raiseViolationCreated(
  trx: RestraintDb,
  producer: NotificationProducer,
  pack: RulePack,
  incident: Pick<RuleIncident, 'id' | 'number' | 'leaId'>,
  violation: { number: string; ruleCode: string },
): Promise<void> {
  const rule =
    pack.violationRules.find((r) => r.code === violation.ruleCode) ?? pack.timelinessRules.find((r) => r.code === violation.ruleCode);
  await producer.raise(trx, {
    type: NotificationEventTypes.RestraintViolationCreated,
    leaId: incident.leaId,
    subject: `Violation ${violation.number}`,
    message: `Violation ${violation.number} (${violation.ruleCode}${rule ? `: ${rule.title}` : ''}) on incident ${incident.number}.`,
    openUrl: incidentPagePath(incident.id),
  });
}

/**
 * Runs the active pack's rules over a Finalized incident and stores what they find, inside the
 * caller's transaction (finalize, a later change, an import): new violations are Open and raise
 * "violation created"; an Open one whose condition no longer holds is Withdrawn, one found again is
 * Open again; decided ones stay as they are. No violation is ever deleted. Flags, deadlines, the
 * notices' due times and the follow-ups are replaced by this run's. A Draft is left alone: the
 * rules run again when it is finalized.
 */
export async function runIncidentRules(
  trx: RestraintDb,
  producer: NotificationProducer,
  incidentId: number,
  actor: Actor | null,
  now: Date = new Date(),
): Promise<RuleRun | null> {
  const { pack, settings } = await activeRules(trx);
  const [loaded] = await loadSnapshots(trx, [incidentId], pack);
  if (!loaded || loaded.incident.status !== 'Finalized') return null;
  const { incident, snapshot } = loaded;
  const calendar = await readDayCalendar(trx, { leaId: incident.leaId, ...calendarRange(pack, snapshot) });
  const run = evaluateIncident(snapshot, pack, settings, calendar, now.toISOString());

  const discoveredAt = snapshot.discoveredDate ? new Date(startOfDay(snapshot.discoveredDate, pack.timeZone)) : null;
  await applyViolations(trx, producer, pack, incident, run.violations, {
    discoveredAt,
    reportedToBoardAt: snapshot.boardReportedAt,
    actor,
  });
  await replaceFlags(trx, incident.id, run);
  await replaceDeadlines(trx, incident.id, run.deadlines);
  await updateNotices(trx, incident.id, run.deadlines, pack);
  await replaceFollowUps(trx, incident.id, run);
  return run;
}

async function applyViolations(
  trx: RestraintDb,
  producer: NotificationProducer,
  pack: RulePack,
  incident: RuleIncident,
  found: FoundViolation[],
  facts: { discoveredAt: Date | null; reportedToBoardAt: string | null; actor: Actor | null },
): Promise<void> {
  const existing = await trx
    .selectFrom('violations')
    .where('incident_id', '=', incident.id)
    .where('found_by', '=', 'rule')
    .select(['id', 'violation_number', 'rule_code', 'state_student_id', 'status'])
    .forUpdate()
    .execute();
  const byKey = new Map(existing.map((v) => [key(v.rule_code, v.state_student_id), v]));
  const foundKeys = new Set(found.map((f) => key(f.ruleCode, f.studentStateId)));

  for (const f of found) {
    const known = byKey.get(key(f.ruleCode, f.studentStateId));
    if (known) {
      if (known.status !== 'Withdrawn') continue;
      await trx
        .updateTable('violations')
        .set({ status: 'Open', updated_at: sql`now()` })
        .where('id', '=', known.id)
        .execute();
      await recordViolationHistory(trx, facts.actor, known.id, 'violation found again', {
        status: { from: 'Withdrawn', to: 'Open' },
      });
      continue;
    }
    const number = await nextViolationNumber(trx, incident);
    const { id } = await trx
      .insertInto('violations')
      .values({
        incident_id: incident.id,
        violation_number: number,
        state_student_id: f.studentStateId,
        rule_code: f.ruleCode,
        found_by: 'rule',
        occurred_at: f.occurredAt,
        discovered_at: facts.discoveredAt,
        reported_to_board_at: facts.reportedToBoardAt,
        created_by: facts.actor?.userId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordViolationHistory(trx, facts.actor, id, 'violation found', {
      status: { from: null, to: 'Open' },
      ruleCode: { from: null, to: f.ruleCode },
    });
    await raiseViolationCreated(trx, producer, pack, incident, { number, ruleCode: f.ruleCode });
  }

  for (const v of existing) {
    if (v.status !== 'Open' || foundKeys.has(key(v.rule_code, v.state_student_id))) continue;
    await trx
      .updateTable('violations')
      .set({ status: 'Withdrawn', updated_at: sql`now()` })
      .where('id', '=', v.id)
      .execute();
    await recordViolationHistory(trx, facts.actor, v.id, 'violation withdrawn', {
      status: { from: 'Open', to: 'Withdrawn' },
    });
  }
  // The board report time is a fact of the incident every violation of it shares.
  await trx
    .updateTable('violations')
    .set({ reported_to_board_at: facts.reportedToBoardAt, discovered_at: facts.discoveredAt })
    .where('incident_id', '=', incident.id)
    .execute();
}

/** The rows of a run's flags, deadlines and follow-ups, as the rule run and the demo seed write them. */
export const flagRows = (incidentId: number, run: RuleRun): Insertable<IncidentFlagsTable>[] =>
  run.flags.map((f) => ({ incident_id: incidentId, rule_code: f.ruleCode, state_student_id: f.studentStateId }));

export const deadlineRows = (incidentId: number, deadlines: ComputedDeadline[]): Insertable<IncidentDeadlinesTable>[] =>
  deadlines.map((d) => ({
    incident_id: incidentId,
    rule_code: d.ruleCode,
    state_student_id: d.studentStateId,
    anchor: d.anchor,
    day_type: d.dayType,
    n: d.n,
    due_date: d.dueDate,
    due_at: d.dueAt,
    estimated: d.estimated,
    status: d.status,
    met: d.met,
  }));

export const followUpRows = (incidentId: number, run: RuleRun): Insertable<IncidentFollowUpsTable>[] =>
  run.followUps.map((f) => ({
    incident_id: incidentId,
    state_student_id: f.studentStateId,
    kind: f.kind,
    trigger: f.trigger,
    due_date: f.dueDate,
  }));

async function replaceFlags(trx: RestraintDb, incidentId: number, run: RuleRun): Promise<void> {
  await trx.deleteFrom('incident_flags').where('incident_id', '=', incidentId).execute();
  if (run.flags.length > 0) await trx.insertInto('incident_flags').values(flagRows(incidentId, run)).execute();
}

async function replaceDeadlines(trx: RestraintDb, incidentId: number, deadlines: ComputedDeadline[]): Promise<void> {
  await trx.deleteFrom('incident_deadlines').where('incident_id', '=', incidentId).execute();
  if (deadlines.length > 0) await trx.insertInto('incident_deadlines').values(deadlineRows(incidentId, deadlines)).execute();
}

/**
 * Each notice is due with the record (its copies go out within the record clock); the board's is
 * due with the board report when the incident has a violation and the pack a board clock.
 */
async function updateNotices(trx: RestraintDb, incidentId: number, deadlines: ComputedDeadline[], pack: RulePack): Promise<void> {
  const codeOf = (kind: 'record' | 'board') => pack.timelinessRules.find((r) => r.kind === kind)?.code;
  const record = deadlines.find((d) => d.ruleCode === codeOf('record'));
  const board = deadlines.find((d) => d.ruleCode === codeOf('board'));
  for (const [recipients, due] of [
    [['PARENT', 'ADMINISTRATOR', 'IEP_TEAM'], record],
    [['BOARD'], board ?? record],
  ] as const) {
    await trx
      .updateTable('incident_notices')
      .set({
        due_by: due?.dueAt ?? null,
        on_time: due ? sql<boolean | null>`case when sent_at is null then null else sent_at <= ${due.dueAt} end` : null,
      })
      .where('incident_id', '=', incidentId)
      .where('recipient', 'in', recipients)
      .execute();
  }
}

/** Follow-ups the run requires are added (or their due date updated); Required ones it no longer requires go; held and waived ones stay. */
async function replaceFollowUps(trx: RestraintDb, incidentId: number, run: RuleRun): Promise<void> {
  const keep = run.followUps.map((f) => `${f.studentStateId}|${f.kind}|${f.trigger}`);
  await trx
    .deleteFrom('incident_follow_ups')
    .where('incident_id', '=', incidentId)
    .where('status', '=', 'Required')
    .$if(keep.length > 0, (q) => q.where(sql<string>`state_student_id || '|' || kind || '|' || trigger`, 'not in', keep))
    .execute();
  if (run.followUps.length === 0) return;
  await trx
    .insertInto('incident_follow_ups')
    .values(followUpRows(incidentId, run))
    .onConflict((oc) =>
      oc.constraint('incident_follow_ups_once').doUpdateSet((eb) => ({ due_date: eb.ref('excluded.due_date'), updated_at: sql`now()` })),
    )
    .execute();
}
