import type { TableColumn } from '../downloads';
import type { AuditLogEntry } from './audit-log-schemas';

/** An entry's details on one line, `field: value` by field name: the database keeps no order of its own for them. */
export function auditDetailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** A read of student data: how many students, and the first ids. */
export const auditStudentsText = (count: number, ids: readonly string[]) => `${count}: ${ids.join(', ')}${count > ids.length ? ', …' : ''}`;

const recordText = (entry: AuditLogEntry) => (entry.entityType ? `${entry.entityType} ${entry.entityId ?? ''}`.trim() : '');

/** The Audit Log's columns, as its table and its CSV and .xlsx show them; `occurredAt` is the sort field. */
export const auditLogColumns: readonly TableColumn<AuditLogEntry>[] = [
  { key: 'occurredAt', header: 'When', kind: 'instant', value: (e) => e.occurredAt },
  { key: 'service', header: 'Service', value: (e) => e.service },
  { key: 'event', header: 'Event', value: (e) => e.event },
  { key: 'actorName', header: 'Actor', value: (e) => e.actorName },
  { key: 'userName', header: 'User', value: (e) => e.userName },
  { key: 'record', header: 'Record', value: recordText },
  { key: 'leaName', header: 'LEA', value: (e) => e.leaName },
  { key: 'ip', header: 'IP', value: (e) => e.ip },
  { key: 'students', header: 'Students', value: (e) => (e.students ? auditStudentsText(e.students.count, e.students.ids) : '') },
  { key: 'details', header: 'Details', value: (e) => auditDetailsText(e.details) },
];
