import { sql, type Insertable } from 'kysely';
import { NotificationEventTypes } from '@portal/shared-contracts';
import { incidentPagePath, type RestraintSettings, type RulePack } from '@portal/shared-contracts/restraint';
import { readDayCalendar, type Actor, type NotificationProducer, type RaisedEvent } from '@portal/service-kit';
import { startOfDay } from '@portal/day-count';
import { chunks, groupBy } from '../lists';
import type { RestraintDb } from '../db';
import { calendarRange, evaluateIncident, type ComputedDeadline, type FoundViolation, type RuleRun } from '../rules/evaluate';
import type { IncidentSnapshot } from '../rules/snapshot';
import { loadSnapshots, type LoadedIncident, type RuleIncident } from './load-snapshot';
import { activeRules } from './settings';
import type { IncidentDeadlinesTable, IncidentFlagsTable, IncidentFollowUpsTable } from './tables';
import { recordViolationChanges } from './violation-history';

const key = (incidentId: number, ruleCode: string, studentStateId: string | null) => `${incidentId}|${ruleCode}|${studentStateId ?? ''}`;

/** The next violation number of the incident: its number plus -V1, -V2 ... (never reused: violations are never deleted). */
export async function nextViolationNumber(trx: RestraintDb, incident: Pick<RuleIncident, 'id' | 'number'>): Promise<string> {
  const { n } = await trx
    .selectFrom('violations')
    .where('incident_id', '=', incident.id)
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirstOrThrow();
  return `${incident.number}-V${n + 1}`;
}

/** The "violation created" event of a violation. */
function violationCreated(
  pack: RulePack,
  incident: Pick<RuleIncident, 'id' | 'number' | 'leaId'>,
  violation: { number: string; ruleCode: string },
): RaisedEvent {
  const rule =
    pack.violationRules.find((r) => r.code === violation.ruleCode) ?? pack.timelinessRules.find((r) => r.code === violation.ruleCode);
  return {
    type: NotificationEventTypes.RestraintViolationCreated,
    leaId: incident.leaId,
    subject: `Violation ${violation.number}`,
    message: `Violation ${violation.number} (${violation.ruleCode}${rule ? `: ${rule.title}` : ''}) on incident ${incident.number}.`,
    openUrl: incidentPagePath(incident.id),
  };
}

/** Raises "violation created" through the outbox, in the transaction that made it. */
export async function raiseViolationCreated(
  trx: RestraintDb,
  producer: NotificationProducer,
  pack: RulePack,
  incident: Pick<RuleIncident, 'id' | 'number' | 'leaId'>,
  violation: { number: string; ruleCode: string },
): Promise<void> {
  await producer.raise(trx, violationCreated(pack, incident, violation));
}

/** An incident the rules ran over, and what they found. */
interface IncidentRun {
  incident: RuleIncident;
  snapshot: IncidentSnapshot;
  run: RuleRun;
}

/**
 * Runs the active pack's rules over Finalized incidents and stores what they find, inside the
 * caller's transaction (finalize, a later change, an import): new violations are Open and raise
 * "violation created" (none without a producer: the demo and large data sets' past); an Open one
 * whose condition no longer holds is Withdrawn, one found again is Open again; decided ones stay
 * as they are. No violation is ever deleted. Flags, deadlines, the notices' due times and the
 * follow-ups are replaced by this run's. A Draft is left alone: the rules run again when it is
 * finalized. A few statements per thousand incidents, however many are given: each incident's
 * result depends only on what is stored, never on another's run.
 */
export async function runIncidentRules(
  trx: RestraintDb,
  producer: NotificationProducer | null,
  incidentIds: readonly number[],
  actor: Actor | null,
  now: Date = new Date(),
): Promise<void> {
  if (incidentIds.length === 0) return;
  const { pack, settings } = await activeRules(trx);
  for (const ids of chunks(incidentIds)) {
    const loaded = (await loadSnapshots(trx, ids, pack)).filter((l) => l.incident.status === 'Finalized');
    if (loaded.length === 0) continue;
    const runs = await evaluateIncidents(trx, pack, settings, loaded, now.toISOString());
    await applyViolations(trx, producer, pack, runs, actor);
    await replaceFlags(trx, runs);
    await replaceDeadlines(trx, runs);
    await updateNotices(trx, runs, pack);
    await replaceFollowUps(trx, runs);
  }
}

/** Each incident's rule run, the day calendar read once per LEA for all its incidents' dates. */
async function evaluateIncidents(
  trx: RestraintDb,
  pack: RulePack,
  settings: RestraintSettings,
  loaded: readonly LoadedIncident[],
  now: string,
): Promise<IncidentRun[]> {
  const runs: IncidentRun[] = [];
  for (const [leaId, incidents] of groupBy(loaded, (l) => l.incident.leaId)) {
    const ranges = incidents.map((l) => calendarRange(pack, l.snapshot));
    const calendar = await readDayCalendar(trx, {
      leaId,
      from: ranges.reduce((min, r) => (r.from < min ? r.from : min), ranges[0]!.from),
      to: ranges.reduce((max, r) => (r.to > max ? r.to : max), ranges[0]!.to),
    });
    for (const { incident, snapshot } of incidents) {
      runs.push({ incident, snapshot, run: evaluateIncident(snapshot, pack, settings, calendar, now) });
    }
  }
  return runs;
}

const incidentIdsOf = (runs: readonly IncidentRun[]) => runs.map((r) => r.incident.id);

async function applyViolations(
  trx: RestraintDb,
  producer: NotificationProducer | null,
  pack: RulePack,
  runs: readonly IncidentRun[],
  actor: Actor | null,
): Promise<void> {
  const ids = incidentIdsOf(runs);
  const existing = await trx
    .selectFrom('violations')
    .where('incident_id', 'in', ids)
    .where('found_by', '=', 'rule')
    .select(['id', 'incident_id', 'rule_code', 'state_student_id', 'status'])
    .orderBy('id')
    .forUpdate()
    .execute();
  // Every violation of the incident, by hand or by rule, takes a number: -V{n + 1} comes next.
  const numbered = await trx
    .selectFrom('violations')
    .where('incident_id', 'in', ids)
    .groupBy('incident_id')
    .select((eb) => ['incident_id', eb.cast<number>(eb.fn.countAll(), 'integer').as('n')])
    .execute();
  const countOf = new Map(numbered.map((r) => [r.incident_id, r.n]));
  const byKey = new Map(existing.map((v) => [key(v.incident_id, v.rule_code, v.state_student_id), v]));
  const foundKeys = new Set(runs.flatMap(({ incident, run }) => run.violations.map((f) => key(incident.id, f.ruleCode, f.studentStateId))));

  const foundAgain: number[] = [];
  const fresh: { incident: RuleIncident; snapshot: IncidentSnapshot; found: FoundViolation; number: string }[] = [];
  for (const { incident, snapshot, run } of runs) {
    for (const found of run.violations) {
      const known = byKey.get(key(incident.id, found.ruleCode, found.studentStateId));
      if (known) {
        if (known.status === 'Withdrawn') foundAgain.push(known.id);
        continue;
      }
      const n = (countOf.get(incident.id) ?? 0) + 1;
      countOf.set(incident.id, n);
      fresh.push({ incident, snapshot, found, number: `${incident.number}-V${n}` });
    }
  }
  const withdrawn = existing.filter((v) => v.status === 'Open' && !foundKeys.has(key(v.incident_id, v.rule_code, v.state_student_id)));

  await setStatus(trx, foundAgain, 'Open');
  await recordViolationChanges(
    trx,
    actor,
    foundAgain.map((violationId) => ({
      violationId,
      action: 'violation found again',
      changes: { status: { from: 'Withdrawn', to: 'Open' } },
    })),
  );
  for (const batch of chunks(fresh)) {
    const inserted = await trx
      .insertInto('violations')
      .values(
        batch.map(({ incident, snapshot, found, number }) => ({
          incident_id: incident.id,
          violation_number: number,
          state_student_id: found.studentStateId,
          rule_code: found.ruleCode,
          found_by: 'rule' as const,
          occurred_at: found.occurredAt,
          discovered_at: discoveredAt(snapshot, pack),
          reported_to_board_at: snapshot.boardReportedAt,
          created_by: actor?.userId ?? null,
        })),
      )
      .returning(['id', 'violation_number'])
      .execute();
    const idOf = new Map(inserted.map((v) => [v.violation_number, v.id]));
    await recordViolationChanges(
      trx,
      actor,
      batch.map(({ found, number }) => ({
        violationId: idOf.get(number)!,
        action: 'violation found',
        changes: { status: { from: null, to: 'Open' }, ruleCode: { from: null, to: found.ruleCode } },
      })),
    );
  }
  // An import's finalize finds thousands: their events in a few inserts.
  await producer?.raiseAll(
    trx,
    fresh.map(({ incident, found, number }) => violationCreated(pack, incident, { number, ruleCode: found.ruleCode })),
  );
  await setStatus(
    trx,
    withdrawn.map((v) => v.id),
    'Withdrawn',
  );
  await recordViolationChanges(
    trx,
    actor,
    withdrawn.map((v) => ({ violationId: v.id, action: 'violation withdrawn', changes: { status: { from: 'Open', to: 'Withdrawn' } } })),
  );
  // The board report time and the discovery are facts of the incident every violation of it shares.
  await sql`
    update restraint.violations v
       set reported_to_board_at = x.board, discovered_at = x.discovered
      from unnest(${ids}::int[], ${runs.map((r) => r.snapshot.boardReportedAt)}::timestamptz[],
                  ${runs.map((r) => discoveredAt(r.snapshot, pack)?.toISOString() ?? null)}::timestamptz[]) as x(incident_id, board, discovered)
     where v.incident_id = x.incident_id
       and (v.reported_to_board_at, v.discovered_at) is distinct from (x.board, x.discovered)`.execute(trx);
}

const discoveredAt = (snapshot: IncidentSnapshot, pack: RulePack): Date | null =>
  snapshot.discoveredDate ? new Date(startOfDay(snapshot.discoveredDate, pack.timeZone)) : null;

async function setStatus(trx: RestraintDb, violationIds: readonly number[], status: 'Open' | 'Withdrawn'): Promise<void> {
  for (const batch of chunks(violationIds)) {
    await trx
      .updateTable('violations')
      .set({ status, updated_at: sql`now()` })
      .where('id', 'in', batch)
      .execute();
  }
}

/** The rows of a run's flags, deadlines and follow-ups. */
const flagRows = (incidentId: number, run: RuleRun): Insertable<IncidentFlagsTable>[] =>
  run.flags.map((f) => ({ incident_id: incidentId, rule_code: f.ruleCode, state_student_id: f.studentStateId }));

const deadlineRows = (incidentId: number, deadlines: ComputedDeadline[]): Insertable<IncidentDeadlinesTable>[] =>
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

const followUpRows = (incidentId: number, run: RuleRun): Insertable<IncidentFollowUpsTable>[] =>
  run.followUps.map((f) => ({
    incident_id: incidentId,
    state_student_id: f.studentStateId,
    kind: f.kind,
    trigger: f.trigger,
    due_date: f.dueDate,
  }));

async function replaceFlags(trx: RestraintDb, runs: readonly IncidentRun[]): Promise<void> {
  await trx.deleteFrom('incident_flags').where('incident_id', 'in', incidentIdsOf(runs)).execute();
  for (const batch of chunks(runs.flatMap(({ incident, run }) => flagRows(incident.id, run)))) {
    await trx.insertInto('incident_flags').values(batch).execute();
  }
}

async function replaceDeadlines(trx: RestraintDb, runs: readonly IncidentRun[]): Promise<void> {
  await trx.deleteFrom('incident_deadlines').where('incident_id', 'in', incidentIdsOf(runs)).execute();
  for (const batch of chunks(runs.flatMap(({ incident, run }) => deadlineRows(incident.id, run.deadlines)))) {
    await trx.insertInto('incident_deadlines').values(batch).execute();
  }
}

/**
 * Each notice is due with the record (its copies go out within the record clock); the board's is
 * due with the board report when the incident has a violation and the pack a board clock.
 */
async function updateNotices(trx: RestraintDb, runs: readonly IncidentRun[], pack: RulePack): Promise<void> {
  const codeOf = (kind: 'record' | 'board') => pack.timelinessRules.find((r) => r.kind === kind)?.code;
  const dueOf = (run: RuleRun, kind: 'record' | 'board') => run.deadlines.find((d) => d.ruleCode === codeOf(kind))?.dueAt ?? null;
  const due = sql`case when n.recipient = 'BOARD' then coalesce(d.board_due, d.record_due) else d.record_due end`;
  await sql`
    update restraint.incident_notices n
       set due_by = ${due},
           on_time = case when n.sent_at is null then null else n.sent_at <= ${due} end
      from unnest(${incidentIdsOf(runs)}::int[], ${runs.map((r) => dueOf(r.run, 'record'))}::timestamptz[],
                  ${runs.map((r) => dueOf(r.run, 'board'))}::timestamptz[]) as d(incident_id, record_due, board_due)
     where n.incident_id = d.incident_id`.execute(trx);
}

/** Follow-ups the run requires are added (or their due date updated); Required ones it no longer requires go; held and waived ones stay. */
async function replaceFollowUps(trx: RestraintDb, runs: readonly IncidentRun[]): Promise<void> {
  const rows = runs.flatMap(({ incident, run }) => followUpRows(incident.id, run));
  await sql`
    delete from restraint.incident_follow_ups f
     where f.incident_id = any(${incidentIdsOf(runs)}::int[])
       and f.status = 'Required'
       and (f.incident_id, f.state_student_id, f.kind, f.trigger) not in (
             select * from unnest(${rows.map((r) => r.incident_id)}::int[], ${rows.map((r) => r.state_student_id)}::text[],
                                  ${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.trigger)}::int[]))`.execute(trx);
  for (const batch of chunks(rows)) {
    await trx
      .insertInto('incident_follow_ups')
      .values(batch)
      .onConflict((oc) =>
        oc.constraint('incident_follow_ups_once').doUpdateSet((eb) => ({ due_date: eb.ref('excluded.due_date'), updated_at: sql`now()` })),
      )
      .execute();
  }
}
