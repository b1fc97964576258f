import { sql, type Expression, type SqlBool } from 'kysely';
import { containsPattern, type Principal } from '@portal/service-kit';
import { type AuditLogEntry, type AuditLogQuery } from '@portal/shared-contracts/admin';
import type { AdminDb } from '../db';
import { AUDIT_LOG_COLUMNS, publishedDisclosures, publishedEvents, type LogSources } from './audit-trail-sources';

interface AuditUnionRow {
  service: string;
  key: string;
  id: number;
  occurred_at: Date;
  event: string;
  actor_user_id: number | null;
  user_id: number | null;
  ip: string | null;
  entity_type: string | null;
  entity_id: string | null;
  lea_id: number | null;
  details: Record<string, unknown>;
  /** A disclosure's students; null on an audit event. */
  student_count: number | null;
  student_ids: string[] | null;
  state_student_ids: string[] | null;
}

/** The ids a row of the log shows of a disclosure's students; the filter by student id reads them all. */
export const SHOWN_STUDENT_IDS = 20;

const auditColumns = sql.join(AUDIT_LOG_COLUMNS.map((column) => sql.ref(column)));
const noStudents = sql`null::integer as student_count, null::text[] as student_ids, null::text[] as state_student_ids`;

const auditPart = (service: string) =>
  sql`select ${service}::text as service, ${service}::text || ':' || id as key, ${auditColumns}, ${noStudents}
    from ${sql.table(publishedEvents(service))}`;

// A disclosure reads as an event 'disclosure-<kind>' about its kind of record (the one record's id
// for a record read); the route, the filter and the purpose are its details.
const disclosurePart = (service: string) =>
  sql`select ${service}::text as service, ${service}::text || ':disclosure:' || id as key, id, occurred_at, 'disclosure-' || kind as event,
    actor_user_id, null::integer as user_id, ip, record_type as entity_type, case when kind = 'record' then student_ids[1] end as entity_id,
    lea_id, jsonb_strip_nulls(jsonb_build_object('route', route, 'filter', filter, 'purpose', purpose)) as details,
    student_count, student_ids, state_student_ids
    from ${sql.table(publishedDisclosures(service))}`;

const empty = sql`select null::text as service, null::text as key, null::bigint as id, null::timestamptz as occurred_at, null::text as event,
  null::integer as actor_user_id, null::integer as user_id, null::text as ip, null::text as entity_type, null::text as entity_id,
  null::integer as lea_id, null::jsonb as details, ${noStudents} where false`;

/**
 * Every published trail and disclosure log as one table, each row named by its service: UNION ALL of
 * plain views, so the filters of the outer query reach each table's own indexes through them. With none it is empty.
 */
function unionOf(sources: LogSources) {
  const parts = [...sources.audit.map(auditPart), ...sources.disclosures.map(disclosurePart)];
  return sql<AuditUnionRow>`(${parts.length > 0 ? sql.join(parts, sql` union all `) : empty})`.as('e');
}

/**
 * The log as the Audit Log shows it, filtered as asked: who acted and whom it concerned by name,
 * the LEA by name. A caller who may not see every LEA sees only the entries of their own LEAs.
 */
export function auditLogEntries(db: AdminDb, sources: LogSources, filters: AuditLogQuery, caller: Pick<Principal, 'allLeas' | 'leaIds'>) {
  const named = (services: string[]) =>
    filters.service === undefined ? services : services.filter((service) => service === filters.service);
  let query = db
    .selectFrom(unionOf({ audit: named(sources.audit), disclosures: named(sources.disclosures) }))
    .leftJoin('directory.users as actor', 'actor.id', 'e.actor_user_id')
    .leftJoin('directory.users as subject', 'subject.id', 'e.user_id')
    .leftJoin('directory.leas as lea', 'lea.id', 'e.lea_id')
    .select([
      'e.key',
      'e.occurred_at',
      'e.service',
      'e.event',
      'e.actor_user_id',
      'actor.full_name as actor_name',
      'e.user_id',
      'subject.full_name as user_name',
      'e.entity_type',
      'e.entity_id',
      'e.lea_id',
      'lea.name as lea_name',
      'e.ip',
      'e.details',
      'e.student_count',
      sql<string[] | null>`(coalesce(nullif(e.state_student_ids, '{}'), e.student_ids))[1:${sql.lit(SHOWN_STUDENT_IDS)}]`.as(
        'shown_student_ids',
      ),
    ]);
  if (!caller.allLeas) query = caller.leaIds.length > 0 ? query.where('e.lea_id', 'in', caller.leaIds) : query.where(sql<SqlBool>`false`);
  if (filters.event) query = query.where('e.event', '=', filters.event);
  if (filters.entityType) query = query.where('e.entity_type', '=', filters.entityType);
  if (filters.entityId) query = query.where('e.entity_id', '=', filters.entityId);
  if (filters.studentId?.trim()) {
    // An entry names a student by the service's own id or the state student id: either finds it.
    const named = sql.val([filters.studentId.trim()]);
    query = query.where(sql<SqlBool>`(e.student_ids @> ${named}::text[] or e.state_student_ids @> ${named}::text[])`);
  }
  if (filters.leaId !== undefined) query = query.where('e.lea_id', '=', filters.leaId);
  if (filters.from) query = query.where('e.occurred_at', '>=', new Date(filters.from));
  if (filters.to) query = query.where('e.occurred_at', '<=', new Date(filters.to));
  if (filters.actor?.trim()) {
    const pattern = containsPattern(filters.actor);
    query = query.where((eb) => eb.or([eb('actor.full_name', 'ilike', pattern), eb('actor.email', 'ilike', pattern)]));
  }
  if (filters.search?.trim()) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) => {
      const searched: Expression<unknown>[] = [
        eb.ref('e.event'),
        eb.ref('e.service'),
        eb.ref('e.entity_type'),
        eb.ref('e.entity_id'),
        eb.ref('e.ip'),
        eb.ref('actor.full_name'),
        eb.ref('actor.email'),
        eb.ref('subject.full_name'),
        eb.ref('subject.email'),
        eb.ref('lea.name'),
        sql`e.details::text`,
      ];
      return eb.or(searched.map((column) => eb(column, 'ilike', pattern)));
    });
  }
  return query;
}

export type AuditLogRow = Awaited<ReturnType<ReturnType<typeof auditLogEntries>['execute']>>[number];

export function toAuditLogEntry(row: AuditLogRow): AuditLogEntry {
  return {
    key: row.key,
    occurredAt: row.occurred_at.toISOString(),
    service: row.service,
    event: row.event,
    actorUserId: row.actor_user_id,
    actorName: row.actor_name,
    userId: row.user_id,
    userName: row.user_name,
    entityType: row.entity_type,
    entityId: row.entity_id,
    leaId: row.lea_id,
    leaName: row.lea_name,
    ip: row.ip,
    details: row.details ?? {},
    students: row.student_count === null ? null : { count: row.student_count, ids: row.shown_student_ids ?? [] },
  };
}
