import { Type, type Static } from 'typebox';
import { listQuery, pageOf } from '../schemas/lists';

const text = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));

/**
 * GET api/admin/audit-events: one log over every service's audit trail, newest first by default.
 * Every filter narrows; `search` looks in every column, the names and the details.
 */
export const AuditLogQuery = listQuery(['occurredAt'], {
  service: Type.Optional(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$', description: "The service's schema, e.g. identity" })),
  event: text(100, "The event's name, e.g. list-value-renamed"),
  actor: text(200, 'Part of the name or e-mail of who did it'),
  entityType: text(100, "The record's kind, e.g. user"),
  entityId: text(100, "The record's id"),
  studentId: text(100, "A student the entry names (who read whose data): the state student id or the service's own id"),
  leaId: Type.Optional(Type.Integer({ minimum: 1 })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'At or after' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'At or before' })),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/**
 * One entry of the log: when, in which service, what, who, to whom and which record, in which LEA, from where.
 * A read of student data (event disclosure-<kind>) names its students; its details hold the route, the filter and the purpose.
 */
export const AuditLogEntry = Type.Object({
  /** Unique over the whole log: the service and its entry's id. */
  key: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
  service: Type.String(),
  event: Type.String(),
  actorUserId: Type.Union([Type.Integer(), Type.Null()]),
  actorName: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.Union([Type.String(), Type.Null()]),
  entityType: Type.Union([Type.String(), Type.Null()]),
  entityId: Type.Union([Type.String(), Type.Null()]),
  leaId: Type.Union([Type.Integer(), Type.Null()]),
  leaName: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  /** A disclosure's students: how many, and the first ids (state student ids where they have one). Null on other entries. */
  students: Type.Union([Type.Object({ count: Type.Integer(), ids: Type.Array(Type.String()) }), Type.Null()]),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogPage = pageOf(AuditLogEntry);

/** The services whose audit trails the log reads, by schema. */
export const AuditLogServices = Type.Array(Type.String());
