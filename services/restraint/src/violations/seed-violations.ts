import type { Insertable } from 'kysely';
import { readDayCalendar, type ServiceContext } from '@portal/service-kit';
import type { RestraintDb } from '../db';
import { calendarRange, evaluateIncident } from '../rules/evaluate';
import { loadSnapshots, type LoadedIncident } from './load-snapshot';
import { deadlineRows, flagRows, followUpRows } from './run-rules';
import { activeRules } from './settings';
import type { ViolationsTable } from './tables';

/** Incidents read and written per round, and rows per INSERT: far below PostgreSQL's parameter limit. */
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The demo incidents' violations, flags, deadlines and follow-ups: the active pack's rules run over
 * every Finalized demo incident, as finalizing each would have, in bulk (a few queries per thousand
 * incidents, so every test portal's seed stays quick). No "violation created" event goes out for
 * the past. Does nothing once violations exist.
 */
export async function seedViolations(ctx: ServiceContext<RestraintDb>): Promise<void> {
  const { db } = ctx;
  if (await db.selectFrom('violations').select('id').limit(1).executeTakeFirst()) return;
  const { pack, settings } = await activeRules(db);
  const ids = (await db.selectFrom('incidents').where('status', '=', 'Finalized').select('id').orderBy('id').execute()).map((r) => r.id);
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const loaded = await loadSnapshots(trx, ids.slice(i, i + CHUNK), pack);
      const violations: Insertable<ViolationsTable>[] = [];
      const flags: ReturnType<typeof flagRows> = [];
      const deadlines: ReturnType<typeof deadlineRows> = [];
      const followUps: ReturnType<typeof followUpRows> = [];
      for (const [leaId, incidents] of byLea(loaded)) {
        const ranges = incidents.map((l) => calendarRange(pack, l.snapshot));
        const calendar = await readDayCalendar(trx, {
          leaId,
          from: ranges.reduce((min, r) => (r.from < min ? r.from : min), ranges[0]!.from),
          to: ranges.reduce((max, r) => (r.to > max ? r.to : max), ranges[0]!.to),
        });
        for (const { incident, snapshot } of incidents) {
          const run = evaluateIncident(snapshot, pack, settings, calendar, now);
          run.violations.forEach((v, n) =>
            violations.push({
              incident_id: incident.id,
              violation_number: `${incident.number}-V${n + 1}`,
              state_student_id: v.studentStateId,
              rule_code: v.ruleCode,
              found_by: 'rule',
              occurred_at: v.occurredAt,
              reported_to_board_at: snapshot.boardReportedAt,
            }),
          );
          flags.push(...flagRows(incident.id, run));
          deadlines.push(...deadlineRows(incident.id, run.deadlines));
          followUps.push(...followUpRows(incident.id, run));
        }
      }
      await insertChunked(violations, (rows) => trx.insertInto('violations').values(rows).execute());
      await insertChunked(flags, (rows) => trx.insertInto('incident_flags').values(rows).execute());
      await insertChunked(deadlines, (rows) => trx.insertInto('incident_deadlines').values(rows).execute());
      await insertChunked(followUps, (rows) => trx.insertInto('incident_follow_ups').values(rows).execute());
    }
  });
}

function byLea(loaded: LoadedIncident[]): Map<number, LoadedIncident[]> {
  const groups = new Map<number, LoadedIncident[]>();
  for (const l of loaded) groups.set(l.incident.leaId, [...(groups.get(l.incident.leaId) ?? []), l]);
  return groups;
}
