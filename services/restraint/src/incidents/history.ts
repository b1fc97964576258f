import type { IncidentFields, IncidentHistoryEntry, IncidentViewTier } from '@portal/shared-contracts/restraint';
import { auditedBy, changedFields, recordAudits, type Actor, type FieldChanges } from '@portal/service-kit';
import type { RestraintDb } from '../db';

export type IncidentAction = 'created' | 'updated' | 'finalized' | 'reopened' | 'imported';

export interface IncidentHistoryChange {
  incidentId: number;
  /** The incident's LEA, for the audit trail entry. */
  leaId?: number | null;
  action: IncidentAction;
  /** Required for a reopen; kept with the entry. */
  reason?: string | null;
  changes?: FieldChanges;
}

/**
 * An incident as flat field paths, each row named by what identifies it, not its place in the
 * list: students by state id, interventions by type and start, staff by id and role; injuries and
 * notices by their place.
 */
export function flatIncident(incident: IncidentFields): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const { students, staff, injuries, notices, ...fields } = incident;
  Object.assign(flat, fields);
  for (const { interventions, id: _studentRow, ...student } of students) {
    const at = `students.${student.stateStudentId}`;
    for (const [field, value] of Object.entries(student)) flat[`${at}.${field}`] = value;
    for (const { id: _row, durationMinutes: _minutes, ...intervention } of interventions)
      for (const [field, value] of Object.entries(intervention))
        flat[`${at}.interventions.${intervention.type}@${intervention.startAt}.${field}`] = value;
  }
  for (const { id: _row, trainingCurrent: _current, ...member } of staff)
    for (const [field, value] of Object.entries(member)) flat[`staff.${member.staffId}/${member.role}.${field}`] = value;
  injuries.forEach(({ id: _row, ...injury }, i) => {
    for (const [field, value] of Object.entries(injury)) flat[`injuries.${i}.${field}`] = value;
  });
  notices.forEach(({ id: _row, dueBy: _due, onTime: _onTime, ...notice }, i) => {
    for (const [field, value] of Object.entries(notice)) flat[`notices.${i}.${field}`] = value;
  });
  return flat;
}

/** The changes between two versions of an incident, removed rows included (to null). */
export function incidentChanges(before: IncidentFields | null, after: IncidentFields): FieldChanges {
  const from = before ? flatIncident(before) : null;
  const to = flatIncident(after);
  const gone = Object.fromEntries(
    Object.keys(from ?? {})
      .filter((key) => !(key in to))
      .map((key) => [key, null]),
  );
  return changedFields(from, { ...gone, ...to });
}

/** Field paths only the details tier sees: student identity, narratives, staff and injuries. */
const DETAIL_PATHS = [
  /^(antecedent|behavior|deescalation|consequence)$/,
  /^students\.[^.]+\.(firstName|lastName|birthDate|disabilityCategory|sex|raceEthnicity|englishLearner|hasIep|hasBehaviorPlan)$/,
  /^staff\./,
  /^injuries\./,
];
const isDetail = (path: string) => DETAIL_PATHS.some((pattern) => pattern.test(path));

/** Rows per INSERT: six parameters each, well under PostgreSQL's limit per statement. */
const HISTORY_BATCH = 1000;

/**
 * Keeps changes in the incidents' history (who, when, what from what to what) and in the service's
 * audit trail; give it the change's transaction, so all commit or none does. The audit entry names
 * the fields, never their values: the trail must not hold a student's data.
 */
export async function recordIncidentChanges(db: RestraintDb, actor: Actor, changes: readonly IncidentHistoryChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += HISTORY_BATCH) {
    await db
      .insertInto('incident_history')
      .values(
        changes.slice(start, start + HISTORY_BATCH).map((change) => ({
          incident_id: change.incidentId,
          user_id: actor.userId,
          user_name: actor.userName,
          action: change.action,
          reason: change.reason ?? null,
          changes: JSON.stringify(change.changes ?? {}) as never,
        })),
      )
      .execute();
  }
  await recordAudits(
    db,
    changes.map((change) => ({
      ...auditedBy(actor),
      event: `incident-${change.action}`,
      entityType: 'restraint-incident',
      entityId: change.incidentId,
      leaId: change.leaId ?? null,
      details: { fields: Object.keys(change.changes ?? {}) },
    })),
  );
}

/** The incident's history, newest first; the summary tier does not see the values of detail fields. */
export async function readIncidentHistory(db: RestraintDb, incidentId: number, tier: IncidentViewTier): Promise<IncidentHistoryEntry[]> {
  const rows = await db
    .selectFrom('incident_history')
    .select(['id', 'at', 'user_name', 'action', 'reason', 'changes'])
    .where('incident_id', '=', incidentId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    userName: row.user_name,
    action: row.action,
    reason: row.reason,
    changes: tier === 'details' ? row.changes : Object.fromEntries(Object.entries(row.changes).filter(([path]) => !isDetail(path))),
  }));
}
